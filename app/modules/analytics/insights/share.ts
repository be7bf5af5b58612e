/**
 * A count out of a larger count, as every rate of the dashboard is: conversion, funnel stages,
 * reading to the end. It is made only from a part counted among the whole's own events
 * (app/db/queries/analytics-events.server.ts, BREAKDOWNS), so it never passes 100 %; the
 * screens show a Share and nothing else as a percentage, and a property test holds every
 * Share of the dashboard to part <= whole.
 */
export interface Share {
  part: number;
  whole: number;
}

export const share = (part: number, whole: number): Share => ({ part, whole });

/** The share as a fraction; undefined when there is nothing to divide by. */
export const shareValue = ({ part, whole }: Share): number | undefined => (whole > 0 ? part / whole : undefined);
