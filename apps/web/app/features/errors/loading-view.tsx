/** A full-page busy state, shown while the page is about to be replaced. */
export function LoadingView({ label }: { label: string }) {
  return (
    <div
      className="loading-view"
      role="status"
      style={{ display: "grid", placeItems: "center", minHeight: "60vh" }}
    >
      {label}
    </div>
  );
}
