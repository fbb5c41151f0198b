/** A session's user agent as a person reads it: 'Firefox op Linux' rather than the whole string. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'], [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** Browser and system when known; else the agent itself (a script's), cut short; null when none was sent. */
export function describeAgent(agent: string | null): { browser: string | null; system: string | null; raw: string } | null {
  if (!agent) return null;
  return { browser: first(BROWSERS, agent), system: first(SYSTEMS, agent), raw: agent.length > 60 ? `${agent.slice(0, 57)}...` : agent };
}
