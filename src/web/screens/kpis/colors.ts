/** The dashboards' chart colours: readable on the dark surface, told apart by lightness too. */
export const COLORS = ['#f39200', '#4fc3f7', '#aed581', '#ef9a9a', '#ce93d8'] as const;
