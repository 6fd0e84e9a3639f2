import { messages } from "@sumwise/rules";
import { Page } from "../../../components/ui/index.js";

/** /maintenance (spec §2): everyone is sent here while the maintenance flag is on. */
export function MaintenancePage() {
  return (
    <Page width="narrow" brand className="center">
      <h1>{messages.maintenanceTitle}</h1>
      <p className="lead">Sumwise is having some planned maintenance.</p>
      <p>Your progress is safe. Please try again a little later.</p>
      <p className="small">
        Need help? <a href="mailto:support@sumwise.app">Contact us</a>
      </p>
    </Page>
  );
}
