/**
 * The demo's short draw timetables (issue 10): a player sees a result within a minute on Lucky 3
 * and Lucky Number. Real operators draw far less often; a site's settings.lotto.schedules say how.
 */
export const DEMO_LOTTO_SCHEDULES = {
  lucky5: { every_seconds: 900, close_seconds: 60 },
  lucky4: { every_seconds: 300, close_seconds: 30 },
  lucky3: { every_seconds: 60, close_seconds: 10 },
  number: { every_seconds: 60, close_seconds: 10 },
};
