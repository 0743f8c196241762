'use client';
// Last resort for an unexpected failure while rendering: a plain message in both languages, never the error.
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="page">
      <h1>Noe gikk galt / Something went wrong</h1>
      <p>Prøv igjen om litt. / Please try again shortly.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Prøv igjen / Try again
      </button>
    </div>
  );
}
