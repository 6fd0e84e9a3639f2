import { messages } from "@sumwise/rules";
import { ButtonLink, Page } from "../../../components/ui/index.js";

/**
 * The demo's landing (spec §1, §4): what the demo offers and the sign-up buttons. The demo itself
 * (year, confidence, questions) is the learning issue's. Leaving the demo routes signs the anonymous
 * visitor out (the app's mode gate), so sign-up starts from a clean slate.
 */
export function DemoLanding() {
  return (
    <Page width="narrow" brand>
      <h1>Try Sumwise</h1>
      <p className="lead">{messages.demoInvitation}</p>
      <ul>
        <li>Helpful videos for every question</li>
        <li>Tens of thousands of questions at different levels</li>
        <li>An insights dashboard for the adults who support you</li>
      </ul>
      <p>The try-it-yourself questions are coming soon. Sign up to start learning today.</p>
      <div className="button-row">
        <ButtonLink to="/learner-sign-up">Sign up as a learner</ButtonLink>
        <ButtonLink variant="secondary" to="/supporter-sign-up">
          Sign up as a parent
        </ButtonLink>
      </div>
    </Page>
  );
}
