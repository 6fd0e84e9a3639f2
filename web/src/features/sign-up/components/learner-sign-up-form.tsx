import { Code, ConnectError } from "@connectrpc/connect";
import { MarketingState, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type LearnerSignUpField, messages, validateLearnerSignUp, validatePartnerCode } from "@sumwise/rules";
import { sendEmailVerification, signInWithEmailAndPassword } from "firebase/auth";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { AccountIdentityFields, NewPasswordField } from "../../../components/account-fields.js";
import { CompetitionField, enterCompetitionOf } from "../../../components/competition-field.js";
import { DateOfBirthField, type PartialDate } from "../../../components/date-of-birth-field.js";
import { CheckboxField, FormAlert, TextField } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { fieldProblemsOf, isNetworkFailure } from "../../../lib/errors.js";
import { referralFromQuery } from "../../../lib/referral.js";
import { errorCodes } from "../../../lib/session/index.js";
import { useFieldProblems } from "../../../lib/use-field-problems.js";
import { usePersistedState } from "../../../lib/use-persisted-state.js";
import { useCreateIndyAccount } from "../api/create-indy-account.js";

interface LearnerForm {
  partnerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  parentEmail: string;
  dateOfBirth: PartialDate;
  termsAccepted: boolean;
  marketingOptIn: boolean;
  /** Undefined until the learner touches the box (then the flag's default applies). */
  enterCompetition?: boolean;
}

const emptyForm: LearnerForm = {
  partnerCode: "",
  firstName: "",
  lastName: "",
  email: "",
  parentEmail: "",
  dateOfBirth: {},
  termsAccepted: false,
  marketingOptIn: false,
};

/** The partner variant adds a partner code, first on the form. */
type Field = LearnerSignUpField | "partnerCode";

const fieldOrder: Field[] = [
  "partnerCode",
  "firstName",
  "lastName",
  "email",
  "parentEmail",
  "password",
  "dateOfBirth",
  "termsAccepted",
];

const somethingWentWrong = (code: number) => `Something went wrong (Error code ${code}). Try again or contact us.`;

/**
 * /learner-sign-up, and /partner-learner-sign-up (`partner`: a university partner's learner, with a
 * partner code and no Change link, spec §2). The same rules as the server (from @sumwise/rules)
 * give instant feedback; the server re-checks everything. Fields except the password survive a reload.
 */
export function LearnerSignUpForm({
  partner = false,
  parentEmailEnabled = false,
  competitionOpen = false,
}: {
  partner?: boolean;
  /** The unsupported-learner-parent-emails flag: an optional parent's email, never with a partner code. */
  parentEmailEnabled?: boolean;
  /** The competition flag (spec §5): shows the competition box, ticked by default. */
  competitionOpen?: boolean;
} = {}) {
  const askParentEmail = parentEmailEnabled && !partner;
  const auth = useFirebaseAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const createAccount = useCreateIndyAccount();
  const [form, setForm, clearForm] = usePersistedState<LearnerForm>(
    partner ? "partner-learner-sign-up" : "learner-sign-up",
    emptyForm,
  );
  const [password, setPassword] = useState("");
  const [formError, setFormError] = useState<string>();
  const { problems, showProblems, refFor: ref } = useFieldProblems(fieldOrder);
  const [submitting, setSubmitting] = useState(false);
  const update = (patch: Partial<LearnerForm>) => setForm({ ...form, ...patch });

  const fail = (code: number) => {
    setFormError(somethingWentWrong(code));
    setSearchParams(
      (params) => {
        params.set("error", String(code));
        return params;
      },
      { replace: true },
    );
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const partnerProblem = partner ? validatePartnerCode(form.partnerCode) : undefined;
    const found = {
      ...(partnerProblem ? { partnerCode: partnerProblem } : {}),
      ...validateLearnerSignUp({ ...form, password, parentEmail: askParentEmail ? form.parentEmail : undefined }),
    };
    if (Object.keys(found).length > 0) return showProblems(found);
    showProblems({});
    setSubmitting(true);
    try {
      const date = form.dateOfBirth as Required<PartialDate>;
      await createAccount.mutateAsync({
        indyUser: {
          email: form.email.trim(),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          dateOfBirth: { year: date.year, month: date.month, day: date.day },
          learnerState: RoleState.ENABLED,
          supporterState: RoleState.DISABLED,
          associatedEmail: askParentEmail ? form.parentEmail.trim() : "",
          marketingState: form.marketingOptIn ? MarketingState.OPT_IN : MarketingState.OPT_OUT,
        },
        password,
        termsAccepted: form.termsAccepted,
        enterCompetition: enterCompetitionOf(competitionOpen, form.enterCompetition),
        partnerCode: partner ? form.partnerCode.trim() : "",
        referralInfo: referralFromQuery(location.search),
      });
    } catch (error) {
      setSubmitting(false);
      if (ConnectError.from(error).code === Code.AlreadyExists) return showProblems({ email: messages.emailTaken });
      const fieldProblems = fieldProblemsOf(error);
      if (Object.keys(fieldProblems).length > 0) return showProblems(fieldProblems);
      return fail(isNetworkFailure(error) ? errorCodes.createUserPromiseError : errorCodes.createUserResponseNotOk);
    }
    clearForm();
    try {
      // The new user is unverified: the session provider keeps them on /verify (spec §4), and
      // Firebase emails the verification link (the emulator records it in development).
      const { user } = await signInWithEmailAndPassword(auth, form.email.trim(), password);
      // A failed send is not a failed sign-up: /verify offers 'Resend' after its countdown.
      await sendEmailVerification(user, { url: `${window.location.origin}/verify` }).catch(() => undefined);
    } catch {
      setSubmitting(false);
      fail(errorCodes.loginPromiseError);
    }
  }

  const existingError = Number(searchParams.get("error"));
  const shownError = formError ?? (existingError ? somethingWentWrong(existingError) : undefined);
  return (
    <main className="page page--narrow">
      <header className="form-header">
        <h1>Sign up as a Learner</h1>
        {partner ? null : <Link to="/sign-up">Change</Link>}
      </header>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <FormAlert>{shownError}</FormAlert>
        <AccountIdentityFields
          values={form}
          errors={problems}
          refFor={ref}
          onChange={update}
          partnerNoCodePath={partner ? "/learner-sign-up" : undefined}
        />
        {askParentEmail ? (
          <TextField
            label="Parent's email (optional)"
            name="parentEmail"
            type="email"
            autoComplete="off"
            hint="We'll only use it to tell your parent or carer about your account."
            value={form.parentEmail}
            error={problems.parentEmail}
            ref={ref("parentEmail")}
            onChange={(event) => update({ parentEmail: event.target.value })}
          />
        ) : null}
        <NewPasswordField value={password} error={problems.password} ref={ref("password")} onChange={setPassword} />
        <DateOfBirthField
          value={form.dateOfBirth}
          error={problems.dateOfBirth}
          ref={ref("dateOfBirth")}
          onChange={(dateOfBirth) => update({ dateOfBirth })}
        />
        <CheckboxField
          name="termsAccepted"
          checked={form.termsAccepted}
          error={problems.termsAccepted}
          ref={ref("termsAccepted")}
          onChange={(event) => update({ termsAccepted: event.target.checked })}
        >
          I agree to the{" "}
          <Link to="/terms" target="_blank">
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
        <CompetitionField
          open={competitionOpen}
          choice={form.enterCompetition}
          onChange={(enterCompetition) => update({ enterCompetition })}
        >
          Enter me into the Sumwise maths competition (optional)
        </CompetitionField>
        <button type="submit" className="button button--wide" disabled={submitting}>
          {submitting ? "Creating your account…" : "Sign up"}
        </button>
      </form>
    </main>
  );
}
