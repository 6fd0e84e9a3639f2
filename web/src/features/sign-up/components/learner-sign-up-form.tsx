import { Code, ConnectError } from "@connectrpc/connect";
import { MarketingState, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type LearnerSignUpValues, learnerSignUpSchema, messages } from "@sumwise/rules";
import { useMemo, useState } from "react";
import { FormProvider, useFormContext } from "react-hook-form";
import { Link, useLocation, useSearchParams } from "react-router";
import { AccountIdentityFields, NewPasswordField, useFieldError } from "../../../components/account-fields.js";
import { CompetitionField, enterCompetitionOf } from "../../../components/competition-field.js";
import { DateOfBirthField } from "../../../components/date-of-birth-field.js";
import { Button, CheckboxField, FormAlert, Page, TextField } from "../../../components/ui/index.js";
import { useFirebase } from "../../../lib/auth-context.js";
import { fieldProblemsOf, isNetworkFailure } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { referralFromQuery } from "../../../lib/referral.js";
import { errorCodes } from "../../../lib/session/index.js";
import { signInNewAccount } from "../../../lib/sign-in-new-account.js";
import { useCreateIndyAccount } from "../api/create-indy-account.js";

const emptyForm: LearnerSignUpValues = {
  partnerCode: "",
  firstName: "",
  lastName: "",
  email: "",
  parentEmail: "",
  password: "",
  dateOfBirth: {},
  termsAccepted: false,
  marketingOptIn: false,
};

/** Form order: the server's problems focus the first of these. */
const fieldOrder = [
  "partnerCode",
  "firstName",
  "lastName",
  "email",
  "parentEmail",
  "password",
  "dateOfBirth",
  "termsAccepted",
] as const;

const somethingWentWrong = (code: number) => `Something went wrong (Error code ${code}). Try again or contact us.`;

interface LearnerSignUpFormProps {
  /** /partner-learner-sign-up: a university partner's learner, with a partner code and no Change link (spec §2). */
  partner?: boolean;
  /** The unsupported-learner-parent-emails flag: an optional parent's email, never with a partner code. */
  parentEmailEnabled?: boolean;
  /** The competition flag (spec §5): shows the competition box, ticked by default. */
  competitionOpen?: boolean;
}

/**
 * /learner-sign-up and /partner-learner-sign-up. The schema runs the server's own rules (from
 * @sumwise/rules) for instant feedback; the server re-checks everything. Fields except the password
 * survive a reload.
 */
export function LearnerSignUpForm({
  partner = false,
  parentEmailEnabled = false,
  competitionOpen = false,
}: LearnerSignUpFormProps = {}) {
  const askParentEmail = parentEmailEnabled && !partner;
  const firebase = useFirebase();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const createAccount = useCreateIndyAccount();
  const schema = useMemo(() => learnerSignUpSchema({ partner, askParentEmail }), [partner, askParentEmail]);
  const form = useSessionForm({
    schema,
    defaultValues: emptyForm,
    fieldOrder,
    storageKey: partner ? "partner-learner-sign-up" : "learner-sign-up",
  });
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

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

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setSubmitting(true);
    const date = values.dateOfBirth as Required<typeof values.dateOfBirth>;
    const email = values.email.trim();
    try {
      await createAccount.mutateAsync({
        indyUser: {
          email,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          dateOfBirth: { year: date.year, month: date.month, day: date.day },
          learnerState: RoleState.ENABLED,
          supporterState: RoleState.DISABLED,
          associatedEmail: askParentEmail ? values.parentEmail.trim() : "",
          marketingState: values.marketingOptIn ? MarketingState.OPT_IN : MarketingState.OPT_OUT,
        },
        password: values.password,
        termsAccepted: values.termsAccepted,
        enterCompetition: enterCompetitionOf(competitionOpen, values.enterCompetition),
        partnerCode: partner ? values.partnerCode.trim() : "",
        referralInfo: referralFromQuery(location.search),
      });
    } catch (error) {
      setSubmitting(false);
      if (ConnectError.from(error).code === Code.AlreadyExists)
        return void showServerProblems(form, { email: messages.emailTaken }, fieldOrder);
      if (showServerProblems(form, fieldProblemsOf(error), fieldOrder)) return;
      return fail(isNetworkFailure(error) ? errorCodes.createUserPromiseError : errorCodes.createUserResponseNotOk);
    }
    form.clearStored();
    try {
      await signInNewAccount(firebase, email, values.password);
    } catch {
      setSubmitting(false);
      fail(errorCodes.loginPromiseError);
    }
  });

  const existingError = Number(searchParams.get("error"));
  const shownError = formError ?? (existingError ? somethingWentWrong(existingError) : undefined);
  return (
    <Page width="narrow" brand>
      <header className="form-header">
        <h1>Sign up as a Learner</h1>
        {partner ? null : <Link to="/sign-up">Change</Link>}
      </header>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <FormAlert>{shownError}</FormAlert>
          <AccountIdentityFields partnerNoCodePath={partner ? "/learner-sign-up" : undefined} />
          {askParentEmail ? <ParentEmailField /> : null}
          <NewPasswordField />
          <DateOfBirthField />
          <CheckboxField error={form.formState.errors.termsAccepted?.message} {...form.register("termsAccepted")}>
            I agree to the{" "}
            <Link to="/terms" target="_blank">
              terms and conditions
            </Link>
          </CheckboxField>
          <CheckboxField {...form.register("marketingOptIn")}>
            Send me news and tips about Sumwise by email (optional)
          </CheckboxField>
          <CompetitionField open={competitionOpen}>
            Enter me into the Sumwise maths competition (optional)
          </CompetitionField>
          <Button type="submit" wide size="lg" loading={submitting} loadingLabel="Creating your account…">
            Sign up
          </Button>
        </form>
      </FormProvider>
    </Page>
  );
}

function ParentEmailField() {
  const { register } = useFormContext<LearnerSignUpValues>();
  return (
    <TextField
      label="Parent's email (optional)"
      type="email"
      autoComplete="off"
      hint="We'll only use it to tell your parent or carer about your account."
      error={useFieldError("parentEmail")}
      {...register("parentEmail")}
    />
  );
}
