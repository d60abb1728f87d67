/** The one line that stops the run, or null when `found` meets `engines` (">=X.Y.Z"). */
export function nodeVersionProblem(
  found: string,
  engines: string,
  execPath?: string,
): string | null;
