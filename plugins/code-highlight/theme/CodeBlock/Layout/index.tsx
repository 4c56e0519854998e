/**
 * The theme's CodeBlock/Layout, with the buttons rendered when the reader first points at, touches
 * or focuses the block. The theme renders them in every block once the page has hydrated, hidden
 * until hover, which on a page of fifty examples is a hundred buttons with their icons in one
 * long task. Whether to offer word wrap is read at the same moment (CodeBlock/Content/String).
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Layout';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import {useCodeBlockWordWrap} from '../Content/String';
import styles from './styles.module.css';

export default function CodeBlockLayout({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const wordWrap = useCodeBlockWordWrap();
  const [showButtons, setShowButtons] = useState(false);
  const reveal = () => {
    wordWrap.measure();
    setShowButtons(true);
  };
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {metadata.title && (
        <div className={styles.codeBlockTitle}>
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div className={styles.codeBlockContent} onPointerEnter={reveal} onTouchStart={reveal} onFocus={reveal}>
        <Content />
        {showButtons && <Buttons />}
      </div>
    </Container>
  );
}
