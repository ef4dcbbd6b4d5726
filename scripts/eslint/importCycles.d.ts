import type { Rule } from 'eslint';

export declare const importCycles: Rule.RuleModule;
