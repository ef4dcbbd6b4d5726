/** The hall's two languages: Chinese (the specification's wording) and English. */
export type Locale = 'zh-CN' | 'en';
