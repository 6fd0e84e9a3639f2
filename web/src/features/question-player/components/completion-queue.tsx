import { type CompletionNotification, completionNotificationText } from "@sumwise/rules";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card } from "../../../components/ui/index.js";

/**
 * The completion notification screens (spec §2, §4): one after another in the queue's order, then on
 * to the stored destination. Focus moves to each new screen's heading.
 */
export function CompletionQueue({
  queue,
  destination,
}: {
  queue: readonly CompletionNotification[];
  destination: string;
}) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const notification = queue[index];
  useEffect(() => {
    if (index > 0) heading.current?.focus();
  }, [index]);
  if (!notification) return null;
  const { title, text } = completionNotificationText(notification);
  const last = index === queue.length - 1;
  return (
    <Card className={`completion completion--${notification.kind}`} tone="highlight">
      <p className="completion__count small">{queue.length > 1 ? `${index + 1} of ${queue.length}` : null}</p>
      <h2 className="completion__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <div className="completion__actions">
        <Button onClick={() => (last ? navigate(destination) : setIndex(index + 1))}>
          {last ? "Continue" : "Next"}
        </Button>
      </div>
    </Card>
  );
}
