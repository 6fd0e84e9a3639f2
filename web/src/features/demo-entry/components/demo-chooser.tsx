import {
  asksGcseQuestion,
  canStartDemo,
  DEMO_CONFIDENCE_LABELS,
  DEMO_YEARS,
  type DemoConfidence,
  type DemoUserType,
  type DemoYear,
  demoLevel,
  messages,
} from "@sumwise/rules";
import { signInAnonymously } from "firebase/auth";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Button, Page } from "../../../components/ui/index.js";
import { useFirebase } from "../../../lib/auth-context.js";
import { useSession } from "../../../lib/session/index.js";
import { useGetOrCreateAnonymousPackage } from "../api/get-or-create-anonymous-package.js";
import { demoPlayerPath } from "../lib/demo-address.js";

/** Spec §8 "Demo failure". */
const demoFailure = "There has been an error, please try again soon.";

function Choices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="demo-question">
      <legend className="demo-question__legend">{legend}</legend>
      <div className="demo-options">
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? "demo-option is-chosen" : "demo-option"}>
            <input
              type="radio"
              name={`${id}-${name}`}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The demo chooser (spec §4 "Demo"): user type, year (the GCSE question only for Year 9) and
 * confidence; Start stays disabled until all three are chosen. Nobody is signed in until Start: then
 * the visitor is signed in anonymously (the session provider makes their anonymous account), their
 * package at the level is fetched, and the player opens. Errors show the spec's message.
 */
export function DemoChooser() {
  const [userType, setUserType] = useState<DemoUserType>();
  const [year, setYear] = useState<DemoYear>();
  const [hasStartedGcse, setHasStartedGcse] = useState<"yes" | "no">();
  const [confidence, setConfidence] = useState<DemoConfidence>();
  const [starting, setStarting] = useState<{ level: string; userType: DemoUserType }>();
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const firebase = useFirebase();
  const { state, signOut } = useSession();
  const navigate = useNavigate();
  const startDemo = useGetOrCreateAnonymousPackage();
  const parent = userType === "parent";
  const ready = canStartDemo({ userType, year, hasStartedGcse: hasStartedGcse === "yes", confidence });

  // Once signed in as the demo visitor, fetch the package and open the player (once per Start).
  useEffect(() => {
    if (!starting || requested.current) return;
    if (state.status === "error" || state.status === "unverified") {
      setStarting(undefined);
      setFailed(true);
      void signOut();
      return;
    }
    if (state.status !== "signed-in" || !state.user.anonymousState) return;
    requested.current = true;
    startDemo
      .mutateAsync({ level: starting.level })
      .then(() => navigate(demoPlayerPath(starting.level, starting.userType)))
      .catch(() => {
        requested.current = false;
        setStarting(undefined);
        setFailed(true);
      });
  }, [navigate, signOut, startDemo, starting, state]);

  async function start() {
    if (!userType || year === undefined || confidence === undefined) return;
    setFailed(false);
    setStarting({ level: demoLevel(year, confidence, hasStartedGcse === "yes"), userType });
    try {
      const auth = firebase.current ?? (await firebase.load());
      // The anonymous account is made here, on Start, never on a visit.
      if (!auth.currentUser) await signInAnonymously(auth);
    } catch {
      setStarting(undefined);
      setFailed(true);
    }
  }

  return (
    <Page width="narrow" brand className="demo-chooser">
      <h1>Try Sumwise</h1>
      <p className="lead">{messages.demoInvitation}. Answer a few real questions at the right level.</p>
      <form
        className="demo-form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Choices
          legend="Who is trying Sumwise?"
          name="user-type"
          options={[
            { value: "learner", label: "I'm a learner" },
            { value: "parent", label: "I'm a parent" },
          ]}
          value={userType}
          onChange={(value) => setUserType(value as DemoUserType)}
        />
        <Choices
          legend={parent ? "Which year is your child in?" : "Which year are you in?"}
          name="year"
          options={DEMO_YEARS.map((value) => ({ value, label: `Year ${value}` }))}
          value={year}
          onChange={(value) => setYear(value as DemoYear)}
        />
        {asksGcseQuestion(year) ? (
          <Choices
            legend={parent ? "Has your child started GCSE maths?" : "Have you started GCSE maths?"}
            name="gcse"
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "Not yet" },
            ]}
            value={hasStartedGcse}
            onChange={(value) => setHasStartedGcse(value as "yes" | "no")}
          />
        ) : null}
        <Choices
          legend={parent ? "How confident is your child with maths?" : "How confident do you feel with maths?"}
          name="confidence"
          options={DEMO_CONFIDENCE_LABELS.map((label, value) => ({ value, label }))}
          value={confidence}
          onChange={(value) => setConfidence(value as DemoConfidence)}
        />
        {failed ? <Alert>{demoFailure}</Alert> : null}
        <Button type="submit" wide disabled={!ready} loading={!!starting} loadingLabel="Starting the demo">
          Start
        </Button>
      </form>
      <p className="small demo-chooser__note">No sign-up and no personal details needed.</p>
    </Page>
  );
}
