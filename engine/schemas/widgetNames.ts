/** Widgets the mobile theme provides (engine/renderer/theme/widgets); uiSchema may name only these. */
export const WIDGET_NAMES = ['text', 'textarea', 'picker', 'date', 'radio', 'switch', 'idNumber', 'number', 'hidden'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];
