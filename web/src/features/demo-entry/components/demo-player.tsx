import { messages } from "@sumwise/rules";
import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Card, LoadingPage } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";
import { demoAddressOf } from "../lib/demo-address.js";
import { DemoSignUpButton } from "./demo-sign-up-button.js";

/**
 * /tryme/maths?level=…: the demo visitor's questions (spec §2 "Public demo"). `player` renders the
 * question player for the level (the page joins the two features). A visitor who has not started the
 * demo, or names no demo level, goes back to the chooser; an account goes to its own landing page.
 */
export function DemoPlayer({
  demoEnabled,
  player,
}: {
  demoEnabled: boolean;
  player: (level: string, completion: ReactNode) => ReactNode;
}) {
  const { state } = useSession();
  const [params] = useSearchParams();
  const address = demoAddressOf(params);
  if (!demoEnabled) return <Navigate to="/sign-up" replace />;
  if (state.status === "loading") return <LoadingPage label="Loading your questions" />;
  if (state.status === "signed-in" && !state.user.anonymousState) return <Navigate to="/" replace />;
  if (state.status !== "signed-in" || !address) return <Navigate to="/tryme" replace />;
  const completion = (
    <Card className="completion" tone="highlight">
      <h2 className="completion__title">Well done!</h2>
      <p>You have tried every question. {messages.demoInvitation} when you sign up.</p>
      <div className="completion__actions">
        <DemoSignUpButton userType={address.userType} size="md" />
      </div>
    </Card>
  );
  return player(address.level, completion);
}
