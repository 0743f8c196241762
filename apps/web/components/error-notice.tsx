/** A failed page: what happened, in the person's words; the details stay in the server log. */
export function ErrorNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
    </div>
  );
}
