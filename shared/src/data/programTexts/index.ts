export interface ProgramTexts { name: string; description: string; details: string; about: string; highlights: string[] }
