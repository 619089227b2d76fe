/** Spec §2: shown while the auth state is unknown. */
export function LoadingScreen() {
  return (
    <main className="page page--center">
      <p className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading...
      </p>
    </main>
  );
}
