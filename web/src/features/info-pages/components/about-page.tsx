import { Link } from "react-router";
import { InfoPage } from "./info-page.js";

/** /about-sumwise: what Sumwise is, for learners and for the adults who support them (spec §1). */
export function AboutPage() {
  return (
    <InfoPage title="About Sumwise">
      <p className="lead">
        Sumwise helps pupils build maths confidence, from Year 6 to GCSE in the UK and Class VI to VIII and IGCSE in
        India.
      </p>
      <div className="cards cards--two">
        <section className="card" aria-labelledby="about-learners">
          <h2 id="about-learners">For learners</h2>
          <ul>
            <li>Tens of thousands of questions at different levels</li>
            <li>Helpful videos for every question</li>
            <li>Courses of lessons and topics that follow your school year</li>
          </ul>
        </section>
        <section className="card" aria-labelledby="about-supporters">
          <h2 id="about-supporters">For parents, home educators and tutors</h2>
          <ul>
            <li>Create accounts for the learners you support</li>
            <li>An insights dashboard showing what each learner has practised</li>
            <li>One subscription for several learners, with 25% off each additional learner</li>
          </ul>
        </section>
      </div>
      <h2>Privacy comes first</h2>
      <p>
        Sumwise is used by children, so we keep as little information as we can and nothing optional runs without
        consent. Read our <Link to="/privacy">privacy notice</Link> and <Link to="/terms">terms</Link>.
      </p>
      <p>
        Every new account starts with a 14-day free trial plus 2 free lessons. <Link to="/sign-up">Sign up</Link> or{" "}
        <Link to="/whats-new">see what's new</Link>.
      </p>
    </InfoPage>
  );
}
