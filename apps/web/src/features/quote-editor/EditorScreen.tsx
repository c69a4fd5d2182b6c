import { Button, Group, Title } from '@mantine/core';
import { canChooseDecorationType } from '@portal/domain/access';
import { DEFAULT_DECORATION_TYPE } from '@portal/domain/catalogue';
import { quoteHasExpired } from '@portal/domain/dates';
import { designPatchOf } from '@portal/domain/files';
import { MESSAGES } from '@portal/domain/messages';
import type { PricedQuote, PriceTables } from '@portal/domain/pricing';
import { newPricingCache, priceQuote } from '@portal/domain/pricing';
import { savedDesignOfRow } from '@portal/domain/proofs';
import {
  addProducts,
  brandEveryProduct,
  type NewProduct,
  type QuoteContent,
  type QuoteRead,
  updateRow,
} from '@portal/domain/quote';
import type { QuoteViewsAnswer } from '@portal/domain/revisions';
import { mustConfirmEdit } from '@portal/domain/status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useBusiness } from '../../lib/business.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QuoteCertificateButton } from '../acceptance/index.ts';
import { AddProductDialog } from '../catalogue/index.ts';
import { companyByUserQuery } from '../clients/index.ts';
import { ConversationLogButton } from '../conversation-log/index.ts';
import { handoffKeys, OrderHandoff, SendToJobsDialog } from '../handoff/index.ts';
import { OrderProgress } from '../order-progress/index.ts';
import { CustomerProofsLink, StaffProofsPanel } from '../proofs/index.ts';
import { QuoteReminders } from '../reminders/index.ts';
import { SinceViewedChanges } from '../revisions/index.ts';
import { otherLabelQuery } from './api/getOtherLabel.ts';
import { quoteQuery } from './api/getQuote.ts';
import { getSavedDesign } from './api/getSavedDesign.ts';
import { editorKeys } from './api/keys.ts';
import { savedDesignsQuery } from './api/savedDesigns.ts';
import { setOtherLabel } from './api/setOtherLabel.ts';
import { useArtworkChoices } from './api/useArtworkChoices.ts';
import { useTaskLists } from './api/useTaskLists.ts';
import { ConflictNotice } from './behaviour/ConflictNotice.tsx';
import { ExpiredNotice } from './behaviour/ExpiredNotice.tsx';
import { useAfterNextPaint } from './behaviour/useAfterNextPaint.ts';
import { useDropUntouchedDraft } from './behaviour/useDropUntouchedDraft.ts';
import { useGuardEdit } from './behaviour/useGuardEdit.tsx';
import { useLineQuestions } from './behaviour/useLineQuestions.tsx';
import { usePresence } from './behaviour/usePresence.ts';
import { useQuoteActions } from './behaviour/useQuoteActions.tsx';
import classes from './editor.module.css';
import { OrderHeader } from './header/OrderHeader.tsx';
import { QuoteLogo } from './logo/QuoteLogo.tsx';
import { SidePanel } from './side/SidePanel.tsx';
import { editorButtons } from './state/editor-actions.ts';
import { type EditorState, editorReducer, type HeaderFields, stateOf } from './state/editor-state.ts';
import { LineQuestionsContext } from './table/line-questions.tsx';
import { QuoteTable } from './table/QuoteTable.tsx';
import { ViewSummary } from './ViewSummary.tsx';

/** Typing in the header leaves the table alone: its props do not change. */
const Table = memo(QuoteTable);

/** The page heading and, on a new quote, its save buttons: a keystroke does not redraw them. */
const TitleBar = memo(function TitleBar({
  title,
  isNew,
  pending,
  onCreate,
}: {
  title: string;
  isNew: boolean;
  pending: string | null;
  onCreate: (submit: boolean) => unknown;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      <Title order={1}>{title}</Title>
      {isNew && (
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => onCreate(false)}
            loading={pending === 'save_draft'}
            disabled={pending !== null}
          >
            SAVE DRAFT
          </Button>
          <Button
            onClick={() => onCreate(true)}
            loading={pending === 'submit_new'}
            disabled={pending !== null}
          >
            SUBMIT
          </Button>
        </Group>
      )}
    </Group>
  );
});

export type EditorScreenProps = {
  initial: EditorState;
  /** The server's pricing of the loaded document; shown until the document changes. */
  serverPriced: PricedQuote | null;
  tables: PriceTables;
  admin: boolean;
  /** View mode: every field disabled. */
  viewOnly: boolean;
  quoteId: number | null;
  /** The client account the quote belongs to. */
  ownerId: number;
  /** Opened on an order path (/myorders/edit/{id}): a customer's draft there is their order page. */
  orderPage?: boolean;
  /** Staff only: how the customer has read the quote. */
  views?: QuoteViewsAnswer | undefined;
  /** The opening's answer: a customer's names the older revision they last viewed, if any. */
  opened?: QuoteRead | undefined;
};

/** The editor itself: one reducer holds the document; every part gets stable callbacks. */
export function EditorScreen({
  initial,
  serverPriced,
  tables,
  admin,
  viewOnly,
  quoteId,
  ownerId,
  orderPage = false,
  views: initialViews,
  opened,
}: EditorScreenProps) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, initial);
  const [serverPricing, setServerPricing] = useState(serverPriced);
  const [views, setViews] = useState(initialViews);
  const [conflict, setConflict] = useState<string | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  // The decoration whose proof upload is open, from its row or from the Proofs panel.
  const [proofRow, setProofRow] = useState<string | null>(null);
  const [jobsOpen, setJobsOpen] = useState(false);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  useDropUntouchedDraft(quoteId, stateRef);
  const isNew = quoteId === null;

  const company = useQuery(companyByUserQuery(ownerId));
  const otherLabel = useQuery(otherLabelQuery(ownerId)).data ?? '';
  const designs = useQuery(savedDesignsQuery(ownerId)).data;
  const artwork = useArtworkChoices(ownerId, quoteId);

  // A customer's order is the business's to change; customers see it read-only.
  const isOrder = state.order_status.trim() !== '';
  const customerOrder = !admin && isOrder;
  const readOnly = viewOnly || customerOrder;
  // Past the end of its valid-to day in the business's time zone (the server refuses its Accept).
  const { time_zone } = useBusiness();
  const expired = !isNew && !isOrder && quoteHasExpired(state.header.valid_to, time_zone, new Date());
  // Staff pick the Tasks' templates and tasks from WorkflowMax's lists; in view mode
  // the lists still name the tasks, whose task_name is a uuid.
  const taskLists = useTaskLists(admin);
  // The confirm-edit rule is the domain's, the one the server applies to the save.
  const needsConfirm = mustConfirmEdit(state, { role: admin ? 'admin' : 'customer' }, state.editConfirmed);
  const guardEdit = useGuardEdit(needsConfirm, () => dispatch({ type: 'editConfirmed' }));

  // Every change goes through guardEdit, and so does opening a dialog that makes one (Add Product):
  // on a Completed Quote a customer is asked first.
  const onChange = useCallback(
    (update: (content: QuoteContent) => QuoteContent) =>
      guardEdit(() => dispatch({ type: 'content', update })),
    [guardEdit],
  );
  const onHeaderChange = useCallback(
    (patch: Partial<HeaderFields>) => guardEdit(() => dispatch({ type: 'header', patch })),
    [guardEdit],
  );
  const onDefaultBrandChange = useCallback(
    (brand: string) => onHeaderChange({ default_brand: brand }),
    [onHeaderChange],
  );
  // The logo's own control asks through guardEdit before uploading, so its change is not asked again.
  const onLogoChange = useCallback((logo: string) => dispatch({ type: 'header', patch: { logo } }), []);
  const onOtherLabelChange = useCallback(
    (label: string) => {
      setOtherLabel(ownerId, label).then(
        () => client.setQueryData(editorKeys.setting(ownerId), label),
        () => notifyError(MESSAGES.failedToSetOther),
      );
    },
    [client, ownerId],
  );

  const onChooseDesign = useCallback(
    (rowId: string, designId: number) => {
      getSavedDesign(ownerId, designId).then(
        (design) =>
          onChange((content) => updateRow(content, rowId, 'decoration', designPatchOf(designId, design))),
        (error: unknown) => notifyError(errorMessage(error)),
      );
    },
    [ownerId, onChange],
  );

  // The browser's engine prices as the user types; after a save the server's figures replace it.
  const role = admin ? 'admin' : 'customer';
  // Rows a keystroke did not touch keep their priced lines between pricings.
  const [pricingCache] = useState(newPricingCache);
  const priced = useMemo(
    () =>
      !state.contentChanged && serverPricing
        ? serverPricing
        : priceQuote(state.content, tables, { role }, pricingCache),
    [state.content, state.contentChanged, serverPricing, tables, role, pricingCache],
  );

  // The summary shows the new figures in the keystroke's own frame; the table follows a frame later.
  // Both move together, so a row never shows figures of another version of the document.
  const forTable = useAfterNextPaint(
    useMemo(() => ({ content: state.content, priced }), [state.content, priced]),
  );

  const reload = useCallback(async () => {
    if (quoteId === null) return;
    const loaded = await client.fetchQuery(quoteQuery(quoteId));
    setServerPricing(loaded.priced);
    setConflict(null);
    setWritten(null);
    dispatch({ type: 'loaded', state: stateOf(loaded.quote, loaded.hash) });
    if ('views' in loaded) setViews(loaded.views);
    // A save may have approved the order, which queues its invoice: its state is read again.
    if (admin) void client.invalidateQueries({ queryKey: handoffKeys.order(quoteId) });
  }, [client, quoteId, admin]);

  // A proof send that added an artwork fee wrote the quote: the editor shows it at once, unless
  // unsaved changes would be lost, when it says so and offers the reload.
  const onQuoteWritten = useCallback(
    (message: string) => {
      if (stateRef.current.dirty) setWritten(message);
      else void reload();
    },
    [reload],
  );

  const openJobs = useCallback(() => setJobsOpen(true), []);
  const closeJobs = useCallback(() => setJobsOpen(false), []);
  const openCatalogue = useCallback(() => guardEdit(() => setCatalogueOpen(true)), [guardEdit]);
  const closeCatalogue = useCallback(() => setCatalogueOpen(false), []);
  // ADD CATALOGUE's products join the last group, as the table's own Add Product does at first.
  const onAddProducts = useCallback(
    (rows: NewProduct[]) =>
      onChange((content) => addProducts(content, rows, content.categories[0]?.groups.at(-1)?.id)),
    [onChange],
  );
  // ADD BRAND MANAGEMENT: the quote's default brand when this user may choose it, else Embroidery.
  const addBrand = useCallback(
    (position: string) => {
      const chosen = stateRef.current.header.default_brand;
      const brand = canChooseDecorationType({ role }, chosen) ? chosen : DEFAULT_DECORATION_TYPE;
      onChange((content) => brandEveryProduct(content, position, brand));
    },
    [onChange, role],
  );

  // Staff see a lasting warning while another admin has the quote open.
  usePresence(quoteId, admin);
  const lineQuestions = useLineQuestions(quoteId, ownerId, admin);
  const actions = useQuoteActions({
    state: stateRef,
    admin,
    quoteId,
    ownerId: admin ? ownerId : null,
    reload,
    onConflict: setConflict,
    openJobs,
    openCatalogue,
    addBrand,
  });
  const onJobSent = useCallback(
    (message: string) => {
      setJobsOpen(false);
      notifySuccess(message);
      if (quoteId !== null) void client.invalidateQueries({ queryKey: handoffKeys.order(quoteId) });
    },
    [client, quoteId],
  );
  const buttons = useMemo(
    () =>
      isNew || viewOnly
        ? []
        : editorButtons({
            quote: { status: state.status, order_status: state.order_status, revision: state.revision },
            admin,
            editConfirmed: state.editConfirmed,
            orderPage,
            expired,
          }),
    [
      isNew,
      viewOnly,
      state.status,
      state.order_status,
      state.revision,
      admin,
      state.editConfirmed,
      orderPage,
      expired,
    ],
  );

  // Shown on a new quote too: there its Send says 'Quote is empty' (accounts spec 5). An accepted
  // quote's certificate goes beside it, for its customer and staff.
  const logButton = useMemo(
    () => (
      <>
        <ConversationLogButton thread={{ kind: 'quote', quoteId, userId: ownerId > 0 ? ownerId : null }} />
        {quoteId !== null && <QuoteCertificateButton quoteId={quoteId} />}
        {!admin && quoteId !== null && <CustomerProofsLink quoteId={quoteId} />}
      </>
    ),
    [quoteId, ownerId, admin],
  );

  // How the order's job and invoice stand: staff only, orders only.
  const handoff = useMemo(
    () => (admin && isOrder && quoteId !== null ? <OrderHandoff quoteId={quoteId} /> : null),
    [admin, isOrder, quoteId],
  );

  const title = isNew ? 'New quote' : `${state.order_status ? 'Order' : 'Quote'} Q${quoteId}`;
  // A wide page: the table needs at least 1000px beside the side panel (quote spec 2).
  return (
    <div className="wide-page">
      <TitleBar title={title} isNew={isNew} pending={actions.pending} onCreate={actions.create} />
      {admin && views && <ViewSummary views={views} />}
      {conflict && <ConflictNotice message={conflict} onReload={() => void reload()} />}
      {written && (
        <ConflictNotice title="An artwork fee was added" message={written} onReload={() => void reload()} />
      )}
      {expired && <ExpiredNotice validTo={state.header.valid_to} admin={admin} />}
      <SinceViewedChanges read={opened} />
      <OrderHeader
        header={state.header}
        onChange={onHeaderChange}
        admin={admin}
        readOnly={readOnly}
        isNew={isNew}
        quoteId={quoteId}
        status={state.status}
        orderStatus={state.order_status}
        revision={state.revision}
        company={company.data}
        companyLoading={company.isPending}
        ownerId={ownerId}
      />
      <div className={classes.layout}>
        <div className={classes.tableArea}>
          <LineQuestionsContext value={lineQuestions}>
            <Table
              content={forTable.content}
              onChange={onChange}
              priced={forTable.priced}
              isAdmin={admin}
              readOnly={readOnly}
              defaultBrand={state.header.default_brand}
              onDefaultBrandChange={onDefaultBrandChange}
              otherLabel={otherLabel}
              onOtherLabelChange={admin ? onOtherLabelChange : undefined}
              guardEdit={guardEdit}
              onHoverPosition={setHovered}
              designs={designs}
              artwork={artwork}
              onChooseDesign={admin ? onChooseDesign : undefined}
              onUploadProof={admin && quoteId !== null ? setProofRow : undefined}
              taskLists={taskLists}
            />
          </LineQuestionsContext>
        </div>
        <div className={classes.side}>
          <SidePanel
            priced={priced}
            admin={admin}
            highlighted={hovered}
            otherLabel={otherLabel}
            buttons={buttons}
            onPress={actions.onPress}
            pending={actions.pending}
            logButton={logButton}
            handoff={handoff}
          />
          <QuoteLogo
            logo={state.header.logo}
            ownerId={ownerId}
            readOnly={readOnly}
            onChange={onLogoChange}
            guardEdit={guardEdit}
          />
          {admin && quoteId !== null && (
            <StaffProofsPanel
              quoteId={quoteId}
              ownerId={ownerId}
              uploadRow={proofRow}
              uploadDesign={proofRow === null ? null : savedDesignOfRow(state.content, proofRow)}
              onUploadRow={setProofRow}
              onQuoteWritten={onQuoteWritten}
            />
          )}
        </div>
      </div>
      {/* The panels beside and below the table are memoised and take only the quote's id (or
          values that change with their own subject), so a keystroke in the table, which redraws
          this screen, leaves them alone; e2e/editor-keystroke-scope.spec.ts holds that. */}
      {/* An order's steps after acceptance: the customer and staff see the same. */}
      {isOrder && quoteId !== null && <OrderProgress quoteId={quoteId} />}
      {/* Staff's reminders of a quote sent and awaiting its answer; an order has none. */}
      {admin && quoteId !== null && !isOrder && <QuoteReminders quoteId={quoteId} />}
      {/* Mounted only while open: the dialog loads catalogues, which a closed one should not. */}
      {catalogueOpen && <AddProductDialog opened onClose={closeCatalogue} onAdd={onAddProducts} />}
      {admin && quoteId !== null && (
        <SendToJobsDialog quoteId={quoteId} opened={jobsOpen} onClose={closeJobs} onSent={onJobSent} />
      )}
    </div>
  );
}
