/** What a failed call or action shows the member: its message. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
