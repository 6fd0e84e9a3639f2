import { Code, ConnectError } from "@connectrpc/connect";
import { MarketingState, RoleState, SupporterType } from "@sumwise/gen/indy/v1/indy_user_pb";
import { messages, type SupporterSignUpValues, supporterSignUpSchema } from "@sumwise/rules";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { AccountIdentityFields, NewPasswordField } from "../../../components/account-fields.js";
import { Button, CheckboxField, FormAlert, Page, SelectField } from "../../../components/ui/index.js";
import { useFirebase } from "../../../lib/auth-context.js";
import { fieldProblemsOf, isNetworkFailure } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { referralFromQuery } from "../../../lib/referral.js";
import { errorCodes, useSession } from "../../../lib/session/index.js";
import { signInNewAccount } from "../../../lib/sign-in-new-account.js";
import { useCreateSupporterAccount } from "../api/create-indy-account.js";
import { SupporterSignUpHeader } from "./sign-up-steps.js";

const emptyForm: SupporterSignUpValues = {
  partnerCode: "",
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  supporterType: "",
  adultConfirmed: false,
  termsAccepted: false,
  marketingOptIn: false,
};

const supporterTypes: Record<SupporterSignUpValues["supporterType"], SupporterType> = {
  "": SupporterType.NONE,
  parent: SupporterType.PARENT,
  home_educator: SupporterType.HOME_EDUCATOR,
  tutor: SupporterType.TUTOR,
};

const fieldOrder = [
  "partnerCode",
  "firstName",
  "lastName",
  "email",
  "password",
  "adultConfirmed",
  "termsAccepted",
] as const;

const somethingWentWrong = (code: number) => `Something went wrong (Error code ${code}). Try again or contact us.`;

/**
 * Step 1 of supporter sign-up (/supporter-sign-up/supporter), and the Secondary Ready partner variant
 * (/partner-sign-up) with its partner code. On success: sign in, send the verification email, step 2.
 */
export function SupporterAccountForm({ partner = false }: { partner?: boolean }) {
  const firebase = useFirebase();
  const navigate = useNavigate();
  const location = useLocation();
  const { state } = useSession();
  const createAccount = useCreateSupporterAccount();
  const schema = useMemo(() => supporterSignUpSchema({ partner }), [partner]);
  const form = useSessionForm({
    schema,
    defaultValues: emptyForm,
    fieldOrder,
    storageKey: partner ? "partner-sign-up" : "supporter-sign-up",
  });
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setSubmitting(true);
    const email = values.email.trim();
    try {
      await createAccount.mutateAsync({
        indyUser: {
          email,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          supporterType: supporterTypes[values.supporterType],
          learnerState: RoleState.DISABLED,
          supporterState: RoleState.ENABLED,
          marketingState: values.marketingOptIn ? MarketingState.OPT_IN : MarketingState.OPT_OUT,
        },
        password: values.password,
        termsAccepted: values.termsAccepted,
        adultConfirmed: values.adultConfirmed,
        partnerCode: partner ? values.partnerCode.trim() : "",
        referralInfo: referralFromQuery(location.search),
      });
    } catch (error) {
      setSubmitting(false);
      if (ConnectError.from(error).code === Code.AlreadyExists)
        return void showServerProblems(form, { email: messages.emailTaken }, fieldOrder);
      if (showServerProblems(form, fieldProblemsOf(error), fieldOrder)) return;
      const code = isNetworkFailure(error) ? errorCodes.createUserPromiseError : errorCodes.createUserResponseNotOk;
      return setFormError(somethingWentWrong(code));
    }
    form.clearStored();
    try {
      // Step 3 asks them to open the verification email (resend there if it did not go).
      await signInNewAccount(firebase, email, values.password);
      navigate("/supporter-sign-up/child", { replace: true });
    } catch {
      setSubmitting(false);
      setFormError(somethingWentWrong(errorCodes.loginPromiseError));
    }
  });

  // A verified, signed-in user has nothing to do here (unless this form just signed them in).
  if (state.status === "signed-in" && !submitting) return <Navigate to="/" replace />;

  return (
    <Page width="narrow" brand>
      <SupporterSignUpHeader step={1} partner={partner} />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <FormAlert>{formError}</FormAlert>
          <AccountIdentityFields partnerNoCodePath={partner ? "/supporter-sign-up" : undefined} />
          <NewPasswordField />
          <SelectField label="I am a… (optional)" {...form.register("supporterType")}>
            <option value="">Prefer not to say</option>
            <option value="parent">Parent</option>
            <option value="home_educator">Home educator</option>
            <option value="tutor">Tutor</option>
          </SelectField>
          <CheckboxField error={errors.adultConfirmed?.message} {...form.register("adultConfirmed")}>
            I confirm I am over 18
          </CheckboxField>
          <CheckboxField error={errors.termsAccepted?.message} {...form.register("termsAccepted")}>
            I agree to the{" "}
            <Link to={partner ? "/secondary-ready-terms" : "/terms"} target="_blank">
              terms and conditions
            </Link>
          </CheckboxField>
          <CheckboxField {...form.register("marketingOptIn")}>
            Send me news and tips about Sumwise by email (optional)
          </CheckboxField>
          <Button type="submit" wide size="lg" loading={submitting} loadingLabel="Creating your account…">
            Create account
          </Button>
        </form>
      </FormProvider>
    </Page>
  );
}
