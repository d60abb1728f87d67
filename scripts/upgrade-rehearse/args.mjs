// The rehearsal's command line (its options are described in scripts/upgrade-rehearse.mjs).
const DEFAULT_PORT = 4273;

/** The command line: {version, grep, e2e, head, node, port}. */
export function parseArgs(argv) {
  const options = {
    version: 'canary',
    grep: null,
    e2e: true,
    head: false,
    node: null,
    port: DEFAULT_PORT,
    patches: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[(i += 1)];
    };
    if (arg === '--grep') options.grep = value();
    else if (arg === '--no-e2e') options.e2e = false;
    else if (arg === '--head') options.head = true;
    else if (arg === '--node') options.node = value();
    else if (arg === '--patch') options.patches.push(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.version = arg;
  }
  if (!Number.isInteger(options.port) || options.port <= 0)
    throw new Error('--port needs a port number');
  return options;
}
