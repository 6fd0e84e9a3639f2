import { useState } from "react";
import { LoadingPage } from "../../components/ui/index.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { SelectMyLevel } from "../../features/learn/components/onboarding/select-my-level.js";
import { SelectCoursePage } from "../../features/learn/components/select-course-page.js";

/**
 * Select course, initial (learning spec §2): the select-my-level questionnaire when its flag is on
 * (with the auto-set-Year-6 flag passed in), otherwise, or when the learner asks, the course picker.
 */
export function SelectCourseRoute() {
  const flags = useFeatureFlags();
  const [picker, setPicker] = useState(false);
  if (flags.status === "loading") return <LoadingPage label="Loading the courses" />;
  if (picker || !flags.flags.enableSelectMyLevel) return <SelectCoursePage mode="initial" />;
  return <SelectMyLevel autoSetYear6={flags.flags.autoSetYear6Course} onChooseAll={() => setPicker(true)} />;
}
