import { Code, ConnectError } from "@connectrpc/connect";
import { MarketingState, RoleState, SupporterType } from "@sumwise/gen/indy/v1/indy_user_pb";
import { messages, type SupporterSignUpField, validateSupporterSignUp } from "@sumwise/rules";
import { sendEmailVerification, signInWithEmailAndPassword } from "firebase/auth";
import { type FormEvent, useId, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { AccountIdentityFields, NewPasswordField } from "../../../components/account-fields.js";
import { CheckboxField, FormAlert } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { fieldProblemsOf, isNetworkFailure } from "../../../lib/errors.js";
import { referralFromQuery } from "../../../lib/referral.js";
import { errorCodes, useSession } from "../../../lib/session/index.js";
import { useFieldProblems } from "../../../lib/use-field-problems.js";
import { usePersistedState } from "../../../lib/use-persisted-state.js";
import { useCreateSupporterAccount } from "../api/create-indy-account.js";
import { SupporterSignUpHeader } from "./sign-up-steps.js";

interface SupporterForm {
  partnerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  supporterType: string;
  adultConfirmed: boolean;
  termsAccepted: boolean;
  marketingOptIn: boolean;
}

const emptyForm: SupporterForm = {
  partnerCode: "",
  firstName: "",
  lastName: "",
  email: "",
  supporterType: "",
  adultConfirmed: false,
  termsAccepted: false,
  marketingOptIn: false,
};

const supporterTypes: Record<string, SupporterType> = {
  parent: SupporterType.PARENT,
  home_educator: SupporterType.HOME_EDUCATOR,
  tutor: SupporterType.TUTOR,
};

const fieldOrder: SupporterSignUpField[] = [
  "partnerCode",
  "firstName",
  "lastName",
  "email",
  "password",
  "adultConfirmed",
  "termsAccepted",
];

const somethingWentWrong = (code: number) => `Something went wrong (Error code ${code}). Try again or contact us.`;

/**
 * Step 1 of supporter sign-up (/supporter-sign-up/supporter), and the Secondary Ready partner variant
 * (/partner-sign-up) with its partner code. On success: sign in, send the verification email, step 2.
 */
export function SupporterAccountForm({ partner = false }: { partner?: boolean }) {
  const auth = useFirebaseAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { state } = useSession();
  const createAccount = useCreateSupporterAccount();
  const [form, setForm, clearForm] = usePersistedState<SupporterForm>(
    partner ? "partner-sign-up" : "supporter-sign-up",
    emptyForm,
  );
  const [password, setPassword] = useState("");
  const [formError, setFormError] = useState<string>();
  const { problems, showProblems, refFor: ref } = useFieldProblems(fieldOrder);
  const [submitting, setSubmitting] = useState(false);
  const typeId = useId();
  const update = (patch: Partial<SupporterForm>) => setForm({ ...form, ...patch });

  // A verified, signed-in user has nothing to do here (unless this form just signed them in).
  if (state.status === "signed-in" && !submitting) return <Navigate to="/" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = { ...form, password, ...(partner ? {} : { partnerCode: undefined }) };
    const found = validateSupporterSignUp(input);
    if (Object.keys(found).length > 0) return showProblems(found);
    showProblems({});
    setSubmitting(true);
    const email = form.email.trim();
    try {
      await createAccount.mutateAsync({
        indyUser: {
          email,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          supporterType: supporterTypes[form.supporterType] ?? SupporterType.NONE,
          learnerState: RoleState.DISABLED,
          supporterState: RoleState.ENABLED,
          marketingState: form.marketingOptIn ? MarketingState.OPT_IN : MarketingState.OPT_OUT,
        },
        password,
        termsAccepted: form.termsAccepted,
        adultConfirmed: form.adultConfirmed,
        partnerCode: partner ? form.partnerCode.trim() : "",
        referralInfo: referralFromQuery(location.search),
      });
    } catch (error) {
      setSubmitting(false);
      if (ConnectError.from(error).code === Code.AlreadyExists) return showProblems({ email: messages.emailTaken });
      const fieldProblems = fieldProblemsOf(error);
      if (Object.keys(fieldProblems).length > 0) return showProblems(fieldProblems);
      const code = isNetworkFailure(error) ? errorCodes.createUserPromiseError : errorCodes.createUserResponseNotOk;
      return setFormError(somethingWentWrong(code));
    }
    clearForm();
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      // Step 3 asks them to open this email; a failure here is retried from step 3's resend button.
      await sendEmailVerification(user, { url: `${window.location.origin}/verify` }).catch(() => undefined);
      navigate("/supporter-sign-up/child", { replace: true });
    } catch {
      setSubmitting(false);
      setFormError(somethingWentWrong(errorCodes.loginPromiseError));
    }
  }

  return (
    <main className="page page--narrow">
      <SupporterSignUpHeader step={1} partner={partner} />
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <FormAlert>{formError}</FormAlert>
        <AccountIdentityFields
          values={form}
          errors={problems}
          refFor={ref}
          onChange={update}
          partnerNoCodePath={partner ? "/supporter-sign-up" : undefined}
        />
        <NewPasswordField value={password} error={problems.password} ref={ref("password")} onChange={setPassword} />
        <div className="field">
          <label htmlFor={typeId}>I am a… (optional)</label>
          <div className="field__row">
            <select
              id={typeId}
              name="supporterType"
              value={form.supporterType}
              onChange={(event) => update({ supporterType: event.target.value })}
            >
              <option value="">Prefer not to say</option>
              <option value="parent">Parent</option>
              <option value="home_educator">Home educator</option>
              <option value="tutor">Tutor</option>
            </select>
          </div>
        </div>
        <CheckboxField
          name="adultConfirmed"
          checked={form.adultConfirmed}
          error={problems.adultConfirmed}
          ref={ref("adultConfirmed")}
          onChange={(event) => update({ adultConfirmed: event.target.checked })}
        >
          I confirm I am over 18
        </CheckboxField>
        <CheckboxField
          name="termsAccepted"
          checked={form.termsAccepted}
          error={problems.termsAccepted}
          ref={ref("termsAccepted")}
          onChange={(event) => update({ termsAccepted: event.target.checked })}
        >
          I agree to the{" "}
          <Link to={partner ? "/secondary-ready-terms" : "/terms"} target="_blank">
            terms and conditions
          </Link>
        </CheckboxField>
        <CheckboxField
          name="marketingOptIn"
          checked={form.marketingOptIn}
          onChange={(event) => update({ marketingOptIn: event.target.checked })}
        >
          Send me news and tips about Sumwise by email (optional)
        </CheckboxField>
        <button type="submit" className="button button--wide" disabled={submitting}>
          {submitting ? "Creating your account…" : "Create account"}
        </button>
      </form>
    </main>
  );
}
