import { useState, type FormEvent, type ReactNode } from 'react';
import { Accordion } from './Accordion/Accordion';
import { Avatar } from './Avatar/Avatar';
import { Badge } from './Badge/Badge';
import { Button, ButtonLink, IconButton } from './Button/Button';
import { Card } from './Card/Card';
import { Carousel } from './Carousel/Carousel';
import { Dialog } from './Dialog/Dialog';
import { DropdownMenu } from './DropdownMenu/DropdownMenu';
import { EmptyState } from './feedback/EmptyState';
import { InlineMessage } from './feedback/InlineMessage';
import { LoadingText, Skeleton } from './feedback/Loading';
import { ToastProvider, useToast } from './feedback/Toast';
import { Checkbox } from './fields/Checkbox';
import { DateInput, todayIso } from './fields/DateInput';
import { Select } from './fields/Select';
import { TextField } from './fields/TextField';
import { categoryImages, destinationImages, galleryImages, heroMedia, insightImages, teamImages } from './media/media';
import { ResponsiveImage } from './media/ResponsiveImage';
import { Tabs } from './Tabs/Tabs';
import { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
import styles from './StyleGuidePage.module.css';

const SWATCHES = [
  ['Forest', '--color-forest-800'], ['Forest 900', '--color-forest-900'], ['Eucalyptus', '--color-eucalyptus-500'], ['Eucalyptus 100', '--color-eucalyptus-100'],
  ['Gold', '--color-gold-500'], ['Gold ink', '--color-gold-700'], ['Sand', '--color-sand-200'], ['Ivory', '--color-ivory'], ['Charcoal', '--color-charcoal-900'],
  ['Muted ink', '--color-charcoal-700'], ['Success', '--color-success'], ['Error', '--color-error'],
] as const;

const PROGRAMS = [
  { name: 'Alpine Longevity Reset', place: 'Zermatt, Switzerland', price: 'From $4,800', nights: '7 nights', image: galleryImages[0]! },
  { name: 'Golden Hour Sea Retreat', place: 'Santorini, Greece', price: 'From $3,200', nights: '5 nights', image: galleryImages[1]! },
  { name: 'Thermal Stone Ritual', place: 'Kyoto, Japan', price: 'From $5,100', nights: '6 nights', image: galleryImages[2]! },
  { name: 'Botanical Renewal', place: 'Ubud, Bali', price: 'From $2,900', nights: '8 nights', image: galleryImages[3]! },
  { name: 'Lake Clarity Program', place: 'Lucerne, Switzerland', price: 'From $4,100', nights: '7 nights', image: galleryImages[4]! },
  { name: 'Zen Garden Stillness', place: 'Hakone, Japan', price: 'From $3,700', nights: '5 nights', image: galleryImages[5]! },
];

const FAQ = [
  { title: 'What is a concierge longevity experience?', content: <p>A stay designed around you: diagnostics, treatments and rest, arranged by one concierge from the first call to your journey home.</p> },
  { title: 'Where are your wellness centers?', content: <p>Partner clinics and retreats in nine countries, from Swiss lakes to Balinese rice terraces.</p> },
  { title: 'Is my health data kept confidential?', content: <p>Yes. Your records are shared only with the clinicians you choose and are never sold.</p> },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ToastDemo() {
  const toast = useToast();
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => toast.show('Preferences saved successfully!', { tone: 'success', duration: 2000 })}>
        Show success toast
      </Button>
      <Button variant="ghost" onClick={() => toast.show('Your concierge will reply within 24 hours.', { title: 'Request received' })}>
        Show info toast
      </Button>
    </div>
  );
}

function FormDemo() {
  const [values, setValues] = useState({ name: '', email: 'jane@', message: '', category: '', date: '', terms: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted
    ? {
        name: values.name ? undefined : 'This field is required',
        email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ? undefined : 'Please enter a valid email address',
        category: values.category ? undefined : 'Choose a category',
        terms: values.terms ? undefined : 'Please accept the terms to continue',
      }
    : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBusy(true);
    window.setTimeout(() => setBusy(false), 1500);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.formGrid}>
        <TextField label="Full Name" name="name" required autoComplete="name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} error={errors.name} />
        <TextField
          label="Email Address" name="email" type="email" required autoComplete="email" value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })} error={errors.email} hint="We reply from concierge@wellness.travel"
        />
        <Select
          label="Category" name="category" required placeholder="Choose a category" value={values.category}
          onChange={(e) => setValues({ ...values, category: e.target.value })} error={errors.category}
          options={[{ value: 'wellness', label: 'Wellness' }, { value: 'detox', label: 'Detox' }, { value: 'yoga', label: 'Yoga & Meditation' }]}
        />
        <DateInput label="Preferred Date" name="date" min={todayIso()} value={values.date} onChange={(e) => setValues({ ...values, date: e.target.value })} hint="Earliest: today" />
      </div>
      <TextField label="Message" name="message" multiline rows={3} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} placeholder="Tell us about your ideal retreat" />
      <Checkbox label="I agree to be contacted about my request" checked={values.terms} onChange={(e) => setValues({ ...values, terms: e.target.checked })} error={errors.terms} />
      <TextField label="Membership number" name="member" disabled value="WT-20931" onChange={() => {}} />
      <div className={styles.row}>
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Validate and send
        </Button>
        <Button variant="ghost" onClick={() => setSubmitted(false)}>
          Clear errors
        </Button>
      </div>
    </form>
  );
}

function Content() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [largeDialogOpen, setLargeDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastAction, setLastAction] = useState('');

  const signIn = () => {
    setBusy(true);
    window.setTimeout(() => setBusy(false), 2000);
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Wellness Travel · Design system</p>
        <h1 className={styles.title}>Calm by design</h1>
        <p className={styles.lead}>
          Tokens, primitives and media of the marketplace. Every component here is the one the remotes use: keyboard-ready, WCAG 2.2 AA, and quiet under
          reduced motion.
        </p>
      </header>

      <Section id="sg-colour" title="Colour">
        <ul className={styles.swatches}>
          {SWATCHES.map(([name, token]) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token})` }} />
              <span className={styles.swatchName}>{name}</span>
              <code className={styles.code}>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-type" title="Typography">
        <div className={styles.typeSpecimen}>
          <p className={styles.display}>Experience Beyond Ordinary Wellness</p>
          <p className={styles.h3Sample}>Cormorant Garamond for display headings</p>
          <p>Inter for interface and body text. Your gateway to exclusive wellness retreats and elite health services, chosen and arranged by people who know them.</p>
          <p className={styles.caps}>Small caps label · 12 px · tracking 0.12em</p>
        </div>
      </Section>

      <Section id="sg-buttons" title="Buttons">
        <div className={styles.row}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="accent">Book Now</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="link">Link-like</Button>
          <Button variant="danger">Delete</Button>
          <IconButton label="Add to favourites" variant="secondary">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
            </svg>
          </IconButton>
        </div>
        <div className={styles.row}>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
          <Button disabled>Disabled</Button>
          <Button busy={busy} busyLabel="SIGNING IN..." onClick={signIn}>
            Sign In
          </Button>
          <Button busy busyLabel="Processing..." variant="secondary">
            Book
          </Button>
          <ButtonLink href="#sg-cards" variant="secondary">
            Button-styled link
          </ButtonLink>
        </div>
        <div className={styles.inverseBand}>
          <Button variant="inverse">On dark</Button>
          <Button variant="accent">Explore now</Button>
        </div>
      </Section>

      <Section id="sg-badges" title="Badges and avatars">
        <div className={styles.row}>
          <Badge>Neutral</Badge>
          <Badge variant="primary">Exclusive Retreat</Badge>
          <Badge variant="accent">Most Popular</Badge>
          <Badge variant="success">Approved</Badge>
          <Badge variant="warning">Pending</Badge>
          <Badge variant="error">Rejected</Badge>
          <Badge variant="info">Guest Expert</Badge>
          <Badge variant="outline" size="sm">7 nights</Badge>
        </div>
        <div className={styles.row}>
          <Avatar firstName="Amara" lastName="Lindqvist" size="lg" />
          <Avatar firstName="Jon" lastName="Okafor" />
          <Avatar email="jane.doe@example.com" size="sm" />
          <Avatar src={teamImages.founder.replace('-960', '-480')} firstName="Founder" size="lg" />
        </div>
      </Section>

      <Section id="sg-dialog" title="Dialog">
        <div className={styles.row}>
          <Button onClick={() => setDialogOpen(true)}>Open dialog</Button>
          <Button variant="secondary" onClick={() => setLargeDialogOpen(true)}>
            Open large dialog
          </Button>
        </div>
        <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title="Contact Us" description="A wellness concierge will reply personally.">
          <div className={styles.form}>
            <TextField label="Full Name" name="dialog-name" required />
            <TextField label="Message" name="dialog-message" multiline rows={3} required />
            <Button fullWidth onClick={() => setDialogOpen(false)}>
              Send Message
            </Button>
          </div>
        </Dialog>
        <Dialog
          open={largeDialogOpen}
          onClose={() => setLargeDialogOpen(false)}
          title="Gallery"
          size="lg"
          footer={
            <Button variant="secondary" onClick={() => setLargeDialogOpen(false)}>
              Done
            </Button>
          }
        >
          <div className={styles.galleryGrid}>
            {galleryImages.slice(8, 14).map((src, i) => (
              <ResponsiveImage key={src} src={src} alt={`Retreat view ${i + 1}`} width={960} height={640} sizes="(max-width: 768px) 50vw, 16rem" />
            ))}
          </div>
        </Dialog>
      </Section>

      <Section id="sg-tabs" title="Tabs">
        <Tabs
          label="Explore"
          defaultValue="programs"
          tabs={[
            { id: 'destinations', label: 'Our Destinations', content: <p>Nine countries, each with five to seven cities.</p> },
            { id: 'programs', label: 'Our Programs', content: <p>Transformative health, healing and renewal, metabolic health, spa and relaxation.</p> },
            { id: 'insights', label: 'Insights', content: <p>Notes from our clinicians and hosts.</p> },
          ]}
        />
        <Tabs
          label="Program status"
          variant="pill"
          className={styles.spaced}
          tabs={[
            { id: 'booked', label: 'Booked', content: <EmptyState title="No programs found" description="Your booked programs appear here." headingLevel={3} /> },
            { id: 'upcoming', label: 'Upcoming', content: <p>Two upcoming stays.</p> },
            { id: 'canceled', label: 'Canceled', content: <p>Nothing canceled.</p> },
          ]}
        />
      </Section>

      <Section id="sg-accordion" title="Accordion">
        <Accordion items={FAQ} />
      </Section>

      <Section id="sg-cards" title="Cards and carousel">
        <Carousel label="Wellness programs" itemWidth="clamp(16rem, 70vw, 20rem)" header={<p className={styles.muted}>Arrows or Left/Right keys on the focused strip.</p>}>
          {PROGRAMS.map((p) => (
            <Card
              key={p.name}
              eyebrow={p.place}
              title={p.name}
              href={`#${p.name.toLowerCase().replace(/\s+/g, '-')}`}
              media={<ResponsiveImage src={p.image} alt="" width={960} height={640} sizes="20rem" />}
              mediaOverlay={<Badge variant="glass">Special offer</Badge>}
              footer={
                <>
                  <span className={styles.price}>{p.price}</span>
                  <Badge variant="outline" size="sm">
                    {p.nights}
                  </Badge>
                </>
              }
            >
              <p>Daily movement, thermal bathing and a personal longevity assessment.</p>
            </Card>
          ))}
        </Carousel>
        <div className={styles.cardGrid}>
          <Card
            title="Switzerland"
            media={<ResponsiveImage src={destinationImages.switzerland} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 22rem" />}
            mediaOverlay={<Badge variant="glass">Exclusive Retreat</Badge>}
            footer={<Button size="sm" variant="secondary" onClick={() => setLastAction('Explore Destinations')}>Explore Destinations</Button>}
          >
            <p>Alpine lakes, clinics of record and quiet mountain air.</p>
          </Card>
          <Card
            title="Spa & Relaxation"
            eyebrow="Category"
            media={<ResponsiveImage src={categoryImages['spa-relaxation']} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 22rem" />}
            onClick={() => setLastAction('Spa & Relaxation card')}
          >
            <p>Stone pools, steam and unhurried rituals. The whole card is one button.</p>
          </Card>
          <Card variant="outlined" title="Pioneers in longevity care">
            <p>An outlined card with no media, for text-led content.</p>
          </Card>
        </div>
        <p className={styles.muted} aria-live="polite">
          {lastAction && `Last action: ${lastAction}`}
        </p>
      </Section>

      <Section id="sg-fields" title="Form fields">
        <FormDemo />
      </Section>

      <Section id="sg-messages" title="Messages and toasts">
        <div className={styles.stack}>
          <InlineMessage tone="info">Could not load latest programs. Showing available data.</InlineMessage>
          <InlineMessage tone="success" title="Message Sent!">
            Thank you for contacting us. Our team will get back to you shortly.
          </InlineMessage>
          <InlineMessage tone="warning">Fewer than 15 gallery images for this program.</InlineMessage>
          <InlineMessage tone="error" action={<Button size="sm" variant="secondary">Try again</Button>}>
            Invalid email or password. Please try again.
          </InlineMessage>
        </div>
        <ToastDemo />
      </Section>

      <Section id="sg-loading" title="Loading and empty states">
        <LoadingText>Loading wellness experiences...</LoadingText>
        <div className={styles.skeletonCard} aria-hidden="true">
          <Skeleton height={140} />
          <Skeleton shape="text" width="40%" />
          <Skeleton lines={3} />
        </div>
        <EmptyState
          title="No payment methods added"
          description="Add a payment method to make transactions easier"
          action={<Button variant="secondary">ADD PAYMENT METHOD</Button>}
        />
      </Section>

      <Section id="sg-menu" title="Dropdown menu">
        <div className={styles.row}>
          <DropdownMenu
            label="Account menu"
            align="start"
            trigger={<Avatar firstName="Amara" lastName="Lindqvist" size="sm" decorative />}
            header={
              <div className={styles.identity}>
                <strong>Amara Lindqvist</strong>
                <span>amara@example.com</span>
                <span className={styles.caps}>USER</span>
              </div>
            }
            items={[
              { label: 'User Dashboard', onSelect: () => setLastAction('User Dashboard') },
              { label: 'Preferences', onSelect: () => setLastAction('Preferences') },
              { label: 'Logout', onSelect: () => setLastAction('Logout'), tone: 'danger' },
            ]}
          />
          <span className={styles.muted}>Enter, Space or Arrow Down opens; Escape closes.</span>
        </div>
      </Section>

      <Section id="sg-media" title="Media">
        <div className={styles.mediaGrid}>
          <figure className={styles.figure}>
            <ResponsiveImage src={heroMedia[0]!.poster} alt="Misty mountain ridges at dawn" width={960} height={540} sizes="(max-width: 768px) 100vw, 40rem" />
            <figcaption>Hero poster (16:9), lazy with srcset</figcaption>
          </figure>
          <figure className={styles.figure}>
            <ResponsiveImage src={insightImages[0]!} alt="Stacked stones on a quiet beach" width={960} height={640} sizes="(max-width: 768px) 100vw, 20rem" />
            <figcaption>Insight image (3:2)</figcaption>
          </figure>
          <figure className={styles.figure}>
            <ResponsiveImage src={teamImages.testimonial} alt="Portrait of a guest" width={960} height={960} sizes="12rem" className={styles.round} />
            <figcaption>Team portrait (1:1)</figcaption>
          </figure>
        </div>
        <p className={styles.muted}>
          <VisuallyHidden>Note for screen reader users: </VisuallyHidden>
          Images use the media naming convention: name-480/960/1600.webp.
        </p>
      </Section>
    </div>
  );
}

/** The living style guide, mounted by the shell at /design-system. */
export function StyleGuidePage() {
  return (
    <ToastProvider>
      <Content />
    </ToastProvider>
  );
}

export default StyleGuidePage;
