import { messages } from "@sumwise/rules";
import { ButtonLink, Page } from "../../../components/ui/index.js";

/** The verify-email failure state (spec §8). */
export function VerifyFailure() {
  return (
    <Page width="narrow" brand>
      <h1>{messages.verifyEmailFailed}</h1>
      <p>{messages.verifyEmailFailedHelp}</p>
      <ButtonLink wide to="/login">
        Log in
      </ButtonLink>
    </Page>
  );
}
