#!/usr/bin/env bash
# Renders the six "Get Started" guide clips (640x360 H.264, no audio) and their poster frames
# into apps/web/public/guides/. Every word stays above the bottom fifth of the frame (y < 288),
# where the browser's native video controls sit. Needs Debian's ffmpeg (with librsvg, for the logo mark) and the
# Liberation or DejaVu fonts. Run from anywhere: `bash scripts/generate-guides.sh`.
# Titles must match apps/web/src/features/landing/content/guide-videos.ts.
# Then scripts/guide-streams.mjs makes each clip's HLS ladder (guides/<slug>/) and small poster;
# alone, after a change to the server's ladder: `npx tsx scripts/guide-streams.mjs`. The captions
# (guides/<slug>/captions-{en,hi}.vtt) carry the words below: change them with these lines.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/web/public/guides"
MARK="$ROOT/apps/web/public/brand/logo-mark.svg"
mkdir -p "$OUT"

pick_font() {
  for f in "$@"; do [[ -f "$f" ]] && { echo "$f"; return; }; done
  echo "No usable font found (apt-get install fonts-liberation or fonts-dejavu-core)" >&2
  exit 1
}
BOLD=$(pick_font /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)
REGULAR=$(pick_font /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

DURATION=8

# Background card, rendered once: an indigo diagonal (ink-900 to brand-800) warmed by a saffron glow
# rising from the bottom-right corner.
GLOW='st(1,pow(max(0,1-hypot(X-W*0.98,Y-H*1.1)/(W*0.62)),2)*0.9)'
MIX='st(0,X/W*0.6+Y/H*0.4)'
ffmpeg -hide_banner -loglevel error -y -f lavfi -i color=c=black:s=640x360,format=rgb24 -frames:v 1 \
  -vf "geq=r='$MIX;$GLOW;(22+36*ld(0))*(1-ld(1))+194*ld(1)':g='$MIX;$GLOW;(26+21*ld(0))*(1-ld(1))+65*ld(1)':b='$MIX;$GLOW;(51+102*ld(0))*(1-ld(1))+12*ld(1)'" \
  "$WORK/background.png"
WHITE=0xffffff
SAFFRON=0xf97316

# make_clip SLUG "TITLE LINE 1" "TITLE LINE 2 (may be empty)" "GUIDE 1" "GUIDE 2" "GUIDE 3"
make_clip() {
  local slug=$1 title1=$2 title2=$3
  shift 3
  # Text goes through files so punctuation (: ? ! ,) needs no filtergraph escaping.
  if [[ -n "$title2" ]]; then printf '%s\n%s' "$title1" "$title2" >"$WORK/$slug-title.txt"; else printf '%s' "$title1" >"$WORK/$slug-title.txt"; fi
  local title_lines=1 bar_y guide_y
  [[ -n "$title2" ]] && title_lines=2
  bar_y=$((36 + title_lines * 42 + 6))
  guide_y=$((bar_y + 26))

  local filters="[0:v]format=yuv420p"
  # Title fades and slides in first.
  filters+=",drawtext=fontfile=$BOLD:textfile=$WORK/$slug-title.txt:fontsize=36:line_spacing=6:fontcolor=$WHITE"
  filters+=":x=40:y='36-12*max(0\,1-t/0.6)':alpha='min(1\,t/0.6)'"
  filters+=",drawbox=x=40:y=$bar_y:w=72:h=5:color=$SAFFRON:t=fill:enable='gte(t\,0.6)'"
  # Then each line of guidance appears in turn, with a saffron bullet.
  local i=0 line start y
  for line in "$@"; do
    printf '%s' "$line" >"$WORK/$slug-$i.txt"
    start=$(awk "BEGIN{print 1.2 + $i * 1.5}")
    y=$((guide_y + i * 40))
    filters+=",drawbox=x=42:y=$((y + 5)):w=10:h=10:color=$SAFFRON:t=fill:enable='gte(t\,$start)'"
    filters+=",drawtext=fontfile=$REGULAR:textfile=$WORK/$slug-$i.txt:fontsize=22:fontcolor=$WHITE"
    filters+=":x='66+24*max(0\,1-(t-$start)/0.5)':y=$y:alpha='if(lt(t\,$start)\,0\,min(1\,(t-$start)/0.5))'"
    i=$((i + 1))
  done
  # Brand in the top-right corner (the bottom belongs to the player's controls): the mark, then the word.
  filters+=",drawtext=fontfile=$BOLD:text=IdeaIgnite:fontsize=16:fontcolor=$WHITE@0.85:x=w-tw-24:y=20"
  filters+="[txt];[1:v]scale=24:24[mark];[txt][mark]overlay=x=W-130:y=16:shortest=1"
  filters+=",fade=t=in:st=0:d=0.3:color=0x161a33,fade=t=out:st=$((DURATION - 1)).4:d=0.6:color=0x161a33[v]"

  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate 25 -t "$DURATION" -i "$WORK/background.png" \
    -loop 1 -framerate 25 -t "$DURATION" -i "$MARK" \
    -filter_complex "$filters" -map '[v]' -an \
    -c:v libx264 -profile:v high -preset slow -crf 24 -pix_fmt yuv420p -movflags +faststart \
    "$OUT/$slug.mp4"
  # Poster: a frame once every line is on screen, before the fade-out.
  ffmpeg -hide_banner -loglevel error -y -ss 6.6 -i "$OUT/$slug.mp4" -frames:v 1 -q:v 4 "$OUT/$slug.jpg"
  echo "guides/$slug.mp4 ($(stat -c %s "$OUT/$slug.mp4") bytes)"
}

make_clip getting-started "Getting Started" "" \
  "Sign up free with your email" \
  "Choose the role that fits you" \
  "Post your first idea, no business plan needed"

make_clip roles-explained "Roles Explained:" "Which One Are You?" \
  "Hustler: you have an idea to build" \
  "Investor: you back promising founders" \
  "Cofounder or Jobseeker: you bring the skills"

make_clip be-a-cofounder "No Idea? No Problem." "Be a Co-founder!" \
  "Browse startups that need a partner" \
  "Connect with a hustler whose mission you love" \
  "Bring your skills and build it together"

make_clip find-investors "Find Investors" "Without Cold Emails" \
  "Tell your story in a short video" \
  "Explore investors who back your space" \
  "Tap Ignite to start a real conversation"

make_clip after-you-join "What Happens" "After You Join" \
  "Complete your profile so people find you" \
  "Watch videos, read blogs, join talks" \
  "Message, connect and get noticed"

make_clip startup-playground "Your All-in-One" "Startup Playground" \
  "Post videos, blogs and talks" \
  "Chat in real time, get notified instantly" \
  "Meet co-founders, investors and talent"

# The ladders and small posters, by the server's own transcoder (issue 27).
(cd "$ROOT" && npx tsx scripts/guide-streams.mjs)
