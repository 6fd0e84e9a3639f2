/**
 * One id per answer, made when the answer is first sent and reused while the same answer is sent
 * again after a failure: the server then returns the first result and counts it once.
 */
export class SubmissionIds {
  private current: { key: string; id: string } | undefined;

  idFor(answerKey: string): string {
    if (this.current?.key !== answerKey) this.current = { key: answerKey, id: crypto.randomUUID() };
    return this.current.id;
  }

  /** The answer was marked: the next one is new. */
  settled(): void {
    this.current = undefined;
  }
}
