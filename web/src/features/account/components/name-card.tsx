import type { IndyUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { accountMessages, type NamesValues, namesChanged, namesSchema } from "@sumwise/rules";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { NameFields } from "../../../components/account-fields.js";
import { Button, Card, FormAlert } from "../../../components/ui/index.js";
import { fieldProblemsOf } from "../../../lib/errors.js";
import { showServerProblems, useSessionForm } from "../../../lib/forms/index.js";
import { useUpdateIndyAccount } from "../api/update-indy-account.js";
import { useFlash } from "./use-flash.js";

/**
 * The name-edit card (spec §2, §5, §8): Save stays disabled until a name differs from what is
 * stored; success shows for 3 seconds; a failure shows the spec's message. Problems the server finds
 * with a field are shown beside that field.
 */
export function NameCard({ user, onSaved }: { user: IndyUser; onSaved: (user: IndyUser) => void }) {
  const stored: NamesValues = { firstName: user.firstName, lastName: user.lastName };
  const form = useSessionForm({ schema: namesSchema, defaultValues: stored });
  const [failed, setFailed] = useState(false);
  const [saved, showSaved] = useFlash();
  const update = useUpdateIndyAccount();
  const changed = namesChanged(stored, form.watch());

  const onSubmit = form.handleSubmit(async (names) => {
    if (!namesChanged(stored, names)) return;
    setFailed(false);
    try {
      const { indyUser } = await update.mutateAsync({
        indyUser: { name: user.name, firstName: names.firstName.trim(), lastName: names.lastName.trim() },
      });
      if (indyUser) {
        form.reset({ firstName: indyUser.firstName, lastName: indyUser.lastName });
        onSaved(indyUser);
      }
      showSaved();
    } catch (error) {
      if (!showServerProblems(form, fieldProblemsOf(error), ["firstName", "lastName"])) setFailed(true);
    }
  });

  return (
    <Card title="Your name">
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
          <FormAlert>{failed ? accountMessages.nameUpdateFailed : undefined}</FormAlert>
          <NameFields />
          <div>
            <Button type="submit" disabled={!changed} loading={update.isPending} loadingLabel="Saving…">
              Save name
            </Button>
          </div>
          <p className="form-success" role="status">
            {saved ? "Changes saved" : ""}
          </p>
        </form>
      </FormProvider>
    </Card>
  );
}
