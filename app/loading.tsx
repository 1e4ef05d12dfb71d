export default function Loading() {
  return (
    <div className="state-page" aria-busy="true" aria-live="polite">
      <p>Loading…</p>
    </div>
  );
}
