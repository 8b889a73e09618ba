/** Holds a code panel's place while its listing and highlighter load. */
export function CodeLoading() {
  return (
    <p role="status" className="py-8 text-center text-sm text-muted">
      Loading code…
    </p>
  );
}
