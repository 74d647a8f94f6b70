import { Anchor, Blockquote, Code, List, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * The in-app guides (docs/training) drawn from Markdown by react-markdown (GitHub tables with
 * remark-gfm) into Mantine's elements. HTML written in a guide is never rendered (no rehype-raw;
 * `skipHtml` drops it), so a guide cannot inject markup. A link to another guide (`cashier-guide.md`)
 * opens it in the help screen, or wherever the surrounding `GuideLinkContext` says (the Help &
 * Documentation dialog opens it in place).
 */
export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} skipHtml>
      {source}
    </ReactMarkdown>
  );
}

/** Opens a linked guide in place; without it, a guide link goes to /help?guide=…. */
export const GuideLinkContext = createContext<((guide: string) => void) | null>(null);

const REMARK_PLUGINS = [remarkGfm];

const heading =
  (level: number) =>
  ({ children }: { children?: ReactNode }) => (
    <Title order={Math.min(6, level + 1) as 2} mt={level === 1 ? 0 : 'lg'} mb="xs">
      {children}
    </Title>
  );

const COMPONENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  p: ({ children }) => <Text mb="sm">{children}</Text>,
  ul: ({ children }) => (
    <List type="unordered" mb="sm" spacing={4}>
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" mb="sm" spacing={4}>
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={420} mb="md">
      <Table withTableBorder striped verticalSpacing="xs">
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children }) => <Table.Th>{children}</Table.Th>,
  td: ({ children }) => <Table.Td>{children}</Table.Td>,
  blockquote: ({ children }) => (
    <Blockquote mb="sm" p="sm">
      {children}
    </Blockquote>
  ),
  // A fenced block is <pre><code>: drawn as Mantine's block code from its text.
  pre: ({ node }) => (
    <Code block mb="sm">
      {textOf(node).replace(/\n$/, '')}
    </Code>
  ),
  code: ({ children }) => <Code>{children}</Code>,
  a: ({ children, href }) => <GuideLink label={children} href={href ?? ''} />,
  img: ({ alt }) => <>{alt}</>,
};

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

const textOf = (node: TextNode | undefined): string =>
  node?.type === 'text' ? (node.value ?? '') : (node?.children ?? []).map(textOf).join('');

function GuideLink({ label, href }: { label: ReactNode; href: string }) {
  const openGuide = useContext(GuideLinkContext);
  const guide = href.match(/^(?:\.\/)?([a-z0-9-]+)\.md(?:#.*)?$/);
  const id = guide?.[1];
  if (id && openGuide)
    return (
      <Anchor
        component="button"
        type="button"
        onClick={() => openGuide(id)}
        style={{ verticalAlign: 'baseline' }}
      >
        {label}
      </Anchor>
    );
  if (guide?.[1])
    return (
      <Anchor renderRoot={(props) => <Link {...props} to="/help" search={{ guide: guide[1] }} />}>
        {label}
      </Anchor>
    );
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Anchor component={Link} to={href}>
        {label}
      </Anchor>
    );
  if (/^https:\/\//.test(href))
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </Anchor>
    );
  return <>{label}</>;
}
