import { ButtonLink } from "../../../components/ui/index.js";
import { isNew, type WhatsNewCard, whatsNewCards } from "../whats-new.js";
import { InfoPage } from "./info-page.js";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const audienceLabel: Record<WhatsNewCard["audience"], string> = {
  learner: "For learners",
  supporter: "For supporting adults",
};

/** /whats-new: the latest changes as cards; each dated within 14 days carries a New banner. */
export function WhatsNewPage({ cards = whatsNewCards, today = new Date() }: { cards?: WhatsNewCard[]; today?: Date }) {
  return (
    <InfoPage title="What's new">
      {cards.length === 0 ? (
        <p>Nothing new just yet. Check back soon.</p>
      ) : (
        <ul className="whats-new">
          {cards.map((card) => (
            <li key={card.title} className="card whats-new__card">
              {isNew(card, today) ? <p className="badge">New</p> : null}
              <h2>{card.title}</h2>
              <p className="small">
                <time dateTime={card.date}>{dateFormat.format(new Date(`${card.date}T12:00:00`))}</time> ·{" "}
                {audienceLabel[card.audience]}
              </p>
              {card.descriptionLines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              {card.bullets.length > 0 ? (
                <ul>
                  {card.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
              {card.buttonText && card.buttonTo ? (
                <ButtonLink variant="secondary" to={card.buttonTo}>
                  {card.buttonText}
                </ButtonLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </InfoPage>
  );
}
