import { GoalRepository } from "../db/goal-repository.js";
import { LeagueRepository } from "../db/league-repository.js";
import { isoWeekStart } from "../domain/index.js";
import type { Projection } from "./index.js";

/**
 * Goals and leagues. A LESSON_COMPLETED event counts the lesson once for On Track goals. A
 * TASK_COMPLETED event (after the XP projection has awarded it) puts the learner in a league of their
 * course for that UTC week if they have none: joining happens in the transaction that stores the
 * event, so a learner who earned XP is always in a league and the league table never has to look.
 */
export const projectGoalsAndLeagues: Projection = async (events, { trx }) => {
  const goals = new GoalRepository(trx);
  const leagues = new LeagueRepository(trx);
  for (const event of events) {
    if (event.kind === "lesson_completed" && event.part_name) {
      await goals.recordLessonCompleted({
        indy_user_name: event.indy_user_name,
        course_name: event.course_name,
        part_name: event.part_name,
        completed_at: event.occurred_at,
      });
    } else if (event.kind === "task_completed" && event.task_name) {
      const week = isoWeekStart(event.occurred_at);
      if (await leagues.join(event.indy_user_name, week, event.course_name))
        await leagues.syncXp(event.indy_user_name, week);
    }
  }
};
