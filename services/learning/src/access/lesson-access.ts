import type { Client } from "@connectrpc/connect";
import type { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import { credentialsFor, permissionDenied, type ServiceTokens, type UserCaller } from "@sumwise/kit";
import { FREE_LESSONS_PER_COURSE, isLessonOpen, learningMessages } from "@sumwise/rules";

/**
 * Which lessons a learner may open: the free ones always, the rest only with full access as
 * PaymentService reports it (subscription or non-subscription access such as the trial; a child's
 * from its supporter). PaymentService is asked with the learner's own token, so it answers for
 * exactly this learner; an outage refuses locked lessons rather than opening them.
 */
export class LessonAccess {
  constructor(
    private readonly payment: Client<typeof PaymentService>,
    private readonly tokens: ServiceTokens,
  ) {}

  async hasFullAccess(caller: UserCaller): Promise<boolean> {
    const { accessDetails } = await this.payment.getAccessDetails(
      {},
      await credentialsFor(caller, this.tokens, "payment"),
    );
    return accessDetails?.hasFullAccess ?? false;
  }

  /** Throws PermissionDenied with LESSON_LOCKED when the lesson is not open to this learner. */
  async requireOpen(caller: UserCaller, partNumber: number): Promise<void> {
    if (partNumber <= FREE_LESSONS_PER_COURSE) return;
    if (!isLessonOpen(partNumber, await this.hasFullAccess(caller))) {
      throw permissionDenied(learningMessages.lessonLocked);
    }
  }
}
