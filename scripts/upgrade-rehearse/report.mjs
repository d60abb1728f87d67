// The closing report a rehearsal prints and keeps in summary.txt.

/** The closing report, as lines. */
export function report({from, to, node, dir, steps, findings, logs, limit = 25}) {
  const out = [];
  out.push(`Upgrade rehearsal: @docusaurus/* ${from} → ${to}, on Node ${node}`);
  out.push(`Copy: ${dir}`, '');
  for (const step of steps) {
    const mark = step.skipped ? '–' : step.ok ? '✔' : '✘';
    const time = step.seconds === undefined ? '' : ` (${formatSeconds(step.seconds)})`;
    out.push(`  ${mark} ${step.name}${time}${step.note ? `: ${step.note}` : ''}`);
  }
  const sides = [
    ['ours', 'Ours: our own files (src/, plugins/, tests/, config); fix these here'],
    [
      'canary',
      "The canary's: inside node_modules/@docusaurus, its peers, its engines; report or wait upstream",
    ],
    ['unplaced', 'Not placed: no file path to go by; read the log'],
  ];
  for (const [side, heading] of sides) {
    const mine = findings.filter((f) => f.side === side);
    if (!mine.length && side === 'unplaced') continue;
    out.push('', `${heading} (${mine.length})`);
    if (!mine.length) out.push('  nothing');
    for (const finding of mine.slice(0, limit)) {
      const tag = finding.kind === 'warning' ? ' [warning]' : '';
      out.push(`  • ${finding.step}${tag}: ${finding.text}`);
    }
    if (mine.length > limit) out.push(`  … and ${mine.length - limit} more (findings.json)`);
  }
  out.push(
    '',
    'The split is a heuristic on the file paths each message names: an error that names one of our',
    "files is counted as ours, one that names only node_modules as the canary's. Check it against the logs:",
  );
  for (const [name, path] of logs) out.push(`  ${name}: ${path}`);
  return out;
}

export function formatSeconds(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}
