/**
 * The icon map, apart from the component because the editor's preview
 * (plugins/cms/renderIcons.mts) draws it in Node, which does not compile JSX.
 */
import type {LucideIcon} from 'lucide-react';
import type {IconName} from '@site/src/lib/iconNames';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Bitcoin from 'lucide-react/icons/bitcoin';
import BookOpen from 'lucide-react/icons/book-open';
import BotOff from 'lucide-react/icons/bot-off';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clapperboard from 'lucide-react/icons/clapperboard';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import CodeXml from 'lucide-react/icons/code-xml';
import Coins from 'lucide-react/icons/coins';
import Compass from 'lucide-react/icons/compass';
import ContactRound from 'lucide-react/icons/contact-round';
import CopyX from 'lucide-react/icons/copy-x';
import DoorOpen from 'lucide-react/icons/door-open';
import Earth from 'lucide-react/icons/earth';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import FolderOpen from 'lucide-react/icons/folder-open';
import FolderUp from 'lucide-react/icons/folder-up';
import Gem from 'lucide-react/icons/gem';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HandHeart from 'lucide-react/icons/hand-heart';
import Handshake from 'lucide-react/icons/handshake';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Landmark from 'lucide-react/icons/landmark';
import Languages from 'lucide-react/icons/languages';
import Laptop from 'lucide-react/icons/laptop';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link2Off from 'lucide-react/icons/link-2-off';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import MailCheck from 'lucide-react/icons/mail-check';
import MapPin from 'lucide-react/icons/map-pin';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessageSquare from 'lucide-react/icons/message-square';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Mic from 'lucide-react/icons/mic';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import OctagonX from 'lucide-react/icons/octagon-x';
import Palette from 'lucide-react/icons/palette';
import Pause from 'lucide-react/icons/pause';
import PenLine from 'lucide-react/icons/pen-line';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Play from 'lucide-react/icons/play';
import Puzzle from 'lucide-react/icons/puzzle';
import Receipt from 'lucide-react/icons/receipt';
import SearchCheck from 'lucide-react/icons/search-check';
import Send from 'lucide-react/icons/send';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import VenetianMask from 'lucide-react/icons/venetian-mask';
import Wallet from 'lucide-react/icons/wallet';

/**
 * Each name of src/lib/iconNames.ts with its Lucide icon, imported from its own file, so a
 * page's bundle carries these and no other. To offer a new one, add its name there and here.
 */
export const ICONS = {
  'badge-check': BadgeCheck,
  bitcoin: Bitcoin,
  'book-open': BookOpen,
  'bot-off': BotOff,
  briefcase: Briefcase,
  building: Building,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  clapperboard: Clapperboard,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  'code-xml': CodeXml,
  coins: Coins,
  compass: Compass,
  'contact-round': ContactRound,
  'copy-x': CopyX,
  'door-open': DoorOpen,
  earth: Earth,
  'file-check': FileCheck,
  'file-text': FileText,
  'folder-open': FolderOpen,
  'folder-up': FolderUp,
  gem: Gem,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'hand-heart': HandHeart,
  handshake: Handshake,
  'heart-handshake': HeartHandshake,
  landmark: Landmark,
  languages: Languages,
  laptop: Laptop,
  lightbulb: Lightbulb,
  'link-2-off': Link2Off,
  lock: Lock,
  mail: Mail,
  'mail-check': MailCheck,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'message-square': MessageSquare,
  'message-square-text': MessageSquareText,
  'messages-square': MessagesSquare,
  mic: Mic,
  'notebook-pen': NotebookPen,
  'octagon-x': OctagonX,
  palette: Palette,
  pause: Pause,
  'pen-line': PenLine,
  'piggy-bank': PiggyBank,
  play: Play,
  puzzle: Puzzle,
  receipt: Receipt,
  'search-check': SearchCheck,
  send: Send,
  'shield-check': ShieldCheck,
  'trending-up': TrendingUp,
  users: Users,
  'venetian-mask': VenetianMask,
  wallet: Wallet,
} satisfies Record<IconName, LucideIcon>;
