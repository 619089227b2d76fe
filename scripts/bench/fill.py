"""Fills a Folio server with N experiences and M published case studies of 12 paragraphs each,
through the admin API as the owner would: `fill.py BASE COOKIE EXPERIENCES CASE_STUDIES`.
Requests run a few at a time; a busy answer (503) is tried again after its Retry-After, any
other refusal stops the fill."""
import json
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

base, cookie, experiences, case_studies = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
INDUSTRIES = ["Technology", "Design", "Finance", "Health", "Education", "Retail"]
TOOLS = ["Rust", "TypeScript", "SQL", "Figma", "React", "Python", "Go", "Kubernetes"]


def post(path, body):
    request = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), method="POST",
        headers={"content-type": "application/json", "cookie": cookie},
    )
    for _ in range(20):
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return
        except urllib.error.HTTPError as error:
            # A busy server says when to come back (503 with Retry-After); anything else is fatal.
            if error.code != 503:
                raise SystemExit(f"{path}: {error.code} {error.read()[:300]!r}")
            time.sleep(float(error.headers.get("retry-after", "1")))
    raise SystemExit(f"{path}: still busy")


def experience(n):
    year = 1990 + n % 30
    post("/api/admin/experiences", {
        "jobTitle": f"Engineer {n}", "company": f"Company {n}",
        "industry": INDUSTRIES[n % len(INDUSTRIES)],
        "startDate": f"{year}-01", "endDate": f"{year + 1}-06",
        "description": "What the role was about, in a few sentences of plain words.",
        "accomplishments": f"- Shipped the new ledger ({n}).\n- Cut costs by a third.",
        "tools": [TOOLS[n % 8], TOOLS[(n + 3) % 8]],
    })


def case_study(n):
    paragraph = ("A paragraph of the case study, long enough to read like a real one: the "
                 "problem, what was tried, what worked and what the numbers said afterwards. ")
    blocks = [{"type": "header", "data": {"text": f"Part {n}", "level": 2}}]
    blocks += [{"type": "paragraph", "data": {"text": paragraph * 2}} for _ in range(12)]
    post("/api/admin/case-studies", {
        "title": f"Case study {n}", "slug": f"case-study-{n}",
        "description": "Moving a ledger to Rust without downtime.",
        "content": json.dumps({"time": 1700000000000, "version": "2.30.0", "blocks": blocks}),
        "tags": [TOOLS[n % 8].lower()], "isPublished": True, "isFeatured": n < 3,
    })


with ThreadPoolExecutor(4) as pool:
    list(pool.map(experience, range(experiences)))
    list(pool.map(case_study, range(case_studies)))
