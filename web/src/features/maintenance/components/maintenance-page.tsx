import { messages } from "@sumwise/rules";

/** /maintenance (spec §2): everyone is sent here while the maintenance flag is on. */
export function MaintenancePage() {
  return (
    <main className="page page--narrow center">
      <h1>{messages.maintenanceTitle}</h1>
      <p className="lead">Sumwise is having some planned maintenance.</p>
      <p>Your progress is safe. Please try again a little later.</p>
      <p className="small">
        Need help? <a href="mailto:support@sumwise.app">Contact us</a>
      </p>
    </main>
  );
}
