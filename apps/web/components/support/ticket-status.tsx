/** A ticket's status as a small badge (colour and text: never colour alone). */
export function TicketStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`ticket-status ticket-status-${status}`} data-status={status}>
      {label}
    </span>
  );
}
