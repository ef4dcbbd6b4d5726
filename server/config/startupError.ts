/**
 * A reason the server cannot start that an operator can fix (a folder in use, a damaged database,
 * a refused setting): main.ts prints its message as one line, without a stack.
 */
export class StartupError extends Error {}
