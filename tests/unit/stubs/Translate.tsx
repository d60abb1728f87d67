// @docusaurus/Translate (shipped as uncompiled JSX) for the unit tests: English, untranslated.
import {Fragment, isValidElement, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message
    .split(/(\{\w+\})/)
    .map((part, index) => (index % 2 === 1 ? (values[part.slice(1, -1)] ?? part) : part));
}

export function translate({message}: {message: string; id?: string}, values?: Values): string {
  return interpolate(message, values).join('');
}

export default function Translate(props: {children: string; id?: string; values?: Values}) {
  const parts = interpolate(props.children, props.values);
  if (!parts.some((part) => isValidElement(part))) return <>{parts.join('')}</>;
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one message, in their fixed order.
        // eslint-disable-next-line react/no-array-index-key
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
