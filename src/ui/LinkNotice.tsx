/**
 * Says, under a page's heading, that the shared link it was opened from could not be opened as it was
 * ("This link's graph could not be opened: …"), so the default the page shows instead is no surprise.
 */
export function LinkNotice({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="status" data-testid="link-notice" className="mb-4 rounded-lg bg-warning-soft px-3 py-2 text-sm">
      {message}
    </p>
  );
}
