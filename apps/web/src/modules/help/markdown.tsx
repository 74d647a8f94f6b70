// biome-ignore-all lint/suspicious/noArrayIndexKey: a guide is parsed once into a fixed list; positions are its identity
import { Anchor, Blockquote, Code, List, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createContext, Fragment, type ReactNode, useContext } from 'react';

/**
 * A small Markdown reader for the in-app guides (docs/training): headings, paragraphs, lists, tables,
 * quotes, code, bold, italics and links. It builds React elements, never HTML, so a guide cannot inject
 * markup. A link to another guide (`cashier-guide.md`) opens it in the help screen, or wherever the
 * surrounding `GuideLinkContext` says (the Help & Documentation dialog opens it in place).
 */
export function Markdown({ source }: { source: string }) {
  return <>{parseBlocks(source).map((b, i) => renderBlock(b, i))}</>;
}

/** Opens a linked guide in place; without it, a guide link goes to /help?guide=…. */
export const GuideLinkContext = createContext<((guide: string) => void) | null>(null);

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
const LIST_ITEM = /^\s*([-*]|\d+\.)\s+/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) body.push(lines[i++] ?? '');
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
    } else if (/^#{1,6}\s/.test(line)) {
      const level = line.match(/^#+/)?.[0].length ?? 1;
      blocks.push({ kind: 'heading', level, text: line.slice(level).trim() });
      i++;
    } else if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) rows.push(cells(lines[i++] ?? ''));
      blocks.push({ kind: 'table', head, rows });
    } else if (LIST_ITEM.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim()) {
        const l = lines[i++] ?? '';
        if (LIST_ITEM.test(l)) items.push(l.replace(LIST_ITEM, ''));
        else items[items.length - 1] += ` ${l.trim()}`;
      }
      blocks.push({ kind: 'list', ordered, items });
    } else if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>'))
        body.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: body.join(' ') });
    } else {
      const body: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim() && !/^(#{1,6}\s|```|>|\s*\|)/.test(lines[i] ?? '')) {
        if (body.length && LIST_ITEM.test(lines[i] ?? '')) break;
        body.push((lines[i++] ?? '').trim());
      }
      blocks.push({ kind: 'paragraph', text: body.join(' ') });
    }
  }
  return blocks;
}

function renderBlock(b: Block, key: number): ReactNode {
  const inline = (text: string) => renderInline(text);
  switch (b.kind) {
    case 'heading':
      return (
        <Title key={key} order={Math.min(6, b.level + 1) as 2} mt={b.level === 1 ? 0 : 'lg'} mb="xs">
          {inline(b.text)}
        </Title>
      );
    case 'paragraph':
      return (
        <Text key={key} mb="sm">
          {inline(b.text)}
        </Text>
      );
    case 'list':
      return (
        <List key={key} type={b.ordered ? 'ordered' : 'unordered'} mb="sm" spacing={4}>
          {b.items.map((item, j) => (
            <List.Item key={j}>{inline(item)}</List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <Table.ScrollContainer key={key} minWidth={420} mb="md">
          <Table withTableBorder striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {b.head.map((h, j) => (
                  <Table.Th key={j}>{inline(h)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((c, j) => (
                    <Table.Td key={j}>{inline(c)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'quote':
      return (
        <Blockquote key={key} mb="sm" p="sm">
          {inline(b.text)}
        </Blockquote>
      );
    case 'code':
      return (
        <Code key={key} block mb="sm">
          {b.text}
        </Code>
      );
  }
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;

function renderInline(text: string): ReactNode {
  return text.split(INLINE).map((part, i) => {
    if (!part) return null;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={i}>{renderInline(part.slice(2, -2))}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return <Code key={i}>{part.slice(1, -1)}</Code>;
    const link = part.match(/^\[([^\]]+)\]\(([^)\s]+)\)$/);
    if (link) return <GuideLink key={i} label={link[1] ?? ''} href={link[2] ?? ''} />;
    if (/^(\*[^*].*\*|_[^_].*_)$/.test(part)) return <em key={i}>{part.slice(1, -1)}</em>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

function GuideLink({ label, href }: { label: string; href: string }) {
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
