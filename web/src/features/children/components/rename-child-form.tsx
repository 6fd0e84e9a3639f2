import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { accountMessages, namesChanged, namesSchema } from "@sumwise/rules";
import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { NameFields } from "../../../components/account-fields.js";
import { Button, FormAlert } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { useRenameChild } from "../api/update-indy-account.js";

/** Spec §4: a name update's success shows for 3 seconds. */
const SAVED_FOR_MS = 3_000;

/** Change a child's name (spec §6) with UpdateIndyAccount; Save is enabled only once a name changed. */
export function RenameChildForm({ child }: { child: IndyUser }) {
  const rename = useRenameChild();
  const stored = { firstName: child.firstName, lastName: child.lastName };
  const form = useSessionForm({ schema: namesSchema, defaultValues: stored });
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const changed = namesChanged(stored, form.watch());

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit(async ({ firstName, lastName }) => {
    setFailed(false);
    try {
      await rename.mutateAsync({
        indyUser: { name: child.name, firstName: firstName.trim(), lastName: lastName.trim() },
      });
      setSaved(true);
    } catch (error) {
      if (!showServerProblems(form, fieldProblemsOf(error), ["firstName", "lastName"])) setFailed(true);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={rename.isPending} className="child-card__form">
        <FormAlert>{failed ? accountMessages.nameUpdateFailed : null}</FormAlert>
        <NameFields autofill={false} />
        <div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!changed}
            loading={rename.isPending}
            loadingLabel="Saving…"
          >
            Save name
          </Button>
        </div>
        <p role="status" className="form-success">
          {saved ? "Name saved" : null}
        </p>
      </form>
    </FormProvider>
  );
}
