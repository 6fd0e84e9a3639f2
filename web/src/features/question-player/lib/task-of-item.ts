/** The task a task item belongs to: ".../tasks/{t}/taskItems/{i}" → ".../tasks/{t}". */
export function taskOfItem(taskItemName: string): string | undefined {
  return /^(.+\/tasks\/[^/]+)\/taskItems\/[^/]+$/.exec(taskItemName)?.[1];
}
