import { useQuery } from "@connectrpc/connect-query";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { todayUtc } from "@sumwise/rules";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { Brand, Button, ButtonLink, ConfirmDialog } from "../../components/ui/index.js";
import { DemoSignUpButton } from "../../features/demo-entry/components/demo-sign-up-button.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { NotificationBell } from "../../features/notifications/index.js";
import { TopicSearch } from "../../features/topic-search/components/topic-search.js";
import { trialButtonText } from "../../lib/payments/trial-button.js";
import { useSession } from "../../lib/session/index.js";
import { BottomTabBar, showsBottomTabBar } from "./bottom-tab-bar.js";
import { menuItemsFor } from "./menu-items.js";
import { isDemoUser, isLearner, isSupporter, landingPathFor } from "./roles.js";

/**
 * The signed-in shell (spec §2): the top bar (42 px, 58 px from 768 px) with the main menu for the
 * user's roles, the log-out confirmation, and the bottom tab bar on learner pages on small screens.
 */
export function Shell() {
  const { state, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const flags = useFeatureFlags();
  // Explore's links go only once the flag is known to be off (no flicker while the flags load).
  const exploreEnabled = flags.status === "loading" || flags.flags.enableExplore;
  const [confirming, setConfirming] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const user = state.status === "signed-in" ? state.user : undefined;
  // Demo users cannot pay; asking would only fail. Errors leave the Subscribe item out.
  const access = useQuery(PaymentService.method.getAccessDetails, {}, { enabled: !!user && !isDemoUser(user) });

  // A phone's menu closes once the user has picked a page.
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!user) return <Outlet />;
  const details = access.data?.accessDetails;
  const items = menuItemsFor({ user, canPay: details?.canPay ?? false, hasPlan: !!details?.activeSubscription });
  // Spec §4: only once access details have loaded; a failed request shows nothing.
  const trialText = trialButtonText(
    {
      loaded: access.isSuccess && !!details,
      // A learner covered by a supporter's subscription has one too, for this rule.
      activeSubscription: details?.coveredByOther ? "covered" : (details?.activeSubscription ?? ""),
      hasNonSubscriptionAccess: details?.hasNonSubscriptionAccess ?? false,
      reason: details?.nonSubscriptionAccessReason ?? 0,
      freeTrialEndDate: details?.freeTrialEndDate,
    },
    todayUtc(),
  );
  const tabBar = isLearner(user) && showsBottomTabBar(pathname);
  // Demo visitors (spec §2 "Public demo"): a sign-up button, for the kind of account they said they'd want.
  const demo = isDemoUser(user);
  return (
    <div className={tabBar ? "shell shell--tab-bar" : "shell"}>
      <header className="top-bar">
        <Brand to={landingPathFor(user)} />
        {demo ? (
          <DemoSignUpButton className="demo-sign-up" userType={params.get("as") === "parent" ? "parent" : "learner"} />
        ) : null}
        {trialText ? (
          <ButtonLink size="sm" className="trial-button" to="/plans-info">
            {trialText}
          </ButtonLink>
        ) : null}
        {isLearner(user) ? <TopicSearch exploreEnabled={exploreEnabled} /> : null}
        {(isLearner(user) || isSupporter(user)) && !isDemoUser(user) ? <NotificationBell userName={user.name} /> : null}
        <nav
          aria-label="Main menu"
          className="main-menu"
          onKeyDown={(event) => {
            // Escape closes the phone menu and returns focus to its button, as disclosure menus do.
            if (event.key === "Escape" && menuOpen) {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }
          }}
        >
          <button
            ref={toggleRef}
            type="button"
            className="button button--ghost main-menu__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <ul id={menuId} className={menuOpen ? "menu menu--open" : "menu"}>
            {items.map((item) => (
              <li key={item.label}>
                {item.external ? (
                  <a href={item.to}>{item.label}</a>
                ) : (
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
            {demo ? null : (
              <li>
                <Button variant="ghost" onClick={() => setConfirming(true)}>
                  Log out
                </Button>
              </li>
            )}
          </ul>
        </nav>
      </header>
      <Outlet />
      {tabBar ? <BottomTabBar explore={exploreEnabled} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to log out?"
        cancelLabel="Stay logged in"
        confirmLabel="Log out now"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await signOut({ loggedOut: true });
          navigate("/login", { replace: true });
        }}
      />
    </div>
  );
}
