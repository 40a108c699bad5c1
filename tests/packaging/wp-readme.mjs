// A WordPress plugin readme.txt read as the plugin directory's parser reads it
// (wordpress.org's plugin-directory readme parser and validator): the name line, the
// header fields up to the first line that is not one, the short description, the
// "== Section ==" sections; and the problems its validator would report. Offline, so
// a contributor is checked for the shape of a WordPress.org username, not looked up.
//
//   const { fields, sections, problems } = readReadme(text);   // problems: [] when valid

const HEADERS = {
  "tested": "Tested up to", "tested up to": "Tested up to",
  "requires": "Requires at least", "requires at least": "Requires at least",
  "requires php": "Requires PHP", "tags": "Tags", "contributors": "Contributors",
  "donate link": "Donate link", "stable tag": "Stable tag", "license": "License", "license uri": "License URI",
};
const SECTION_ALIASES = { frequently_asked_questions: "faq", change_log: "changelog", screenshot: "screenshots" };
const WP_VERSION = /^\d+\.\d(\.\d+)?$/;
const PHP_VERSION = /^\d+(\.\d+){1,2}$/;

/** The readme's name, fields, short description and sections, and what is wrong with them. */
export function readReadme(text) {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const next = () => {
    while (lines.length && !lines[0].trim()) lines.shift();
    return lines.shift() ?? "";
  };
  const problems = [];
  const nameLine = next();
  const name = nameLine.replace(/^[#=\s]+|[#=\s]+$/g, "");
  if (!/^===.*===$/.test(nameLine.trim()) || !name || name.toLowerCase() === "plugin name") {
    problems.push(`the first line should be "=== The plugin's name ===", not ${JSON.stringify(nameLine)}`);
  }

  // Header fields: "Key: value" lines, blank lines allowed between them.
  const fields = {};
  let blank = false;
  while (lines.length) {
    const line = lines[0];
    if (!line.trim()) {
      blank = true;
      lines.shift();
      continue;
    }
    if (!line.includes(":") || /^[#=]/.test(line)) break;
    const [key, ...rest] = line.split(":");
    const known = HEADERS[key.trim().replace(/^[*\s-]+|[*\s-]+$/g, "").toLowerCase()];
    if (!known) {
      if (blank) break;
      problems.push(`unknown header field ${JSON.stringify(key.trim())}`);
    } else {
      fields[known] = rest.join(":").trim();
    }
    blank = false;
    lines.shift();
  }

  const short = [];
  while (lines.length && !/^\s*(==|##)/.test(lines[0])) short.push(lines.shift());
  const shortDescription = short.join("\n").trim();

  const sections = {};
  let current = null;
  for (const line of lines) {
    const heading = /^\s*==\s*(.*?)\s*==\s*$/.exec(line);
    if (heading) {
      const key = heading[1].toLowerCase().replace(/ /g, "_");
      current = SECTION_ALIASES[key] ?? key;
      sections[current] = "";
    } else if (current) {
      sections[current] += `${line}\n`;
    }
  }
  for (const key of Object.keys(sections)) sections[key] = sections[key].trim();

  // The validator's checks, each said as what to change.
  const need = (field, test, what) => {
    if (!fields[field]) problems.push(`the ${field} field is missing`);
    else if (!test(fields[field])) problems.push(`${field}: ${JSON.stringify(fields[field])} is not ${what}`);
  };
  const wpVersion = (v) => WP_VERSION.test(v.replace(/wordpress|wp|or higher|and above|\+/gi, "").trim().split("-")[0]);
  need("Contributors", (v) => v.split(",").every((u) => /^@?[a-z0-9][a-z0-9_.-]*$/.test(u.trim())), "a list of WordPress.org usernames");
  need("Tags", (v) => {
    const tags = v.split(",").map((t) => t.trim()).filter(Boolean);
    return tags.length >= 1 && tags.length <= 5 && !tags.some((t) => ["plugin", "wordpress"].includes(t.toLowerCase()));
  }, "one to five tags, without \"plugin\" or \"wordpress\"");
  need("Requires at least", wpVersion, "a WordPress version (6.1)");
  need("Tested up to", wpVersion, "a WordPress version (6.1)");
  need("Requires PHP", (v) => PHP_VERSION.test(v), "a PHP version (7.4)");
  need("Stable tag", (v) => /^[0-9][a-z0-9_.-]*$/i.test(v), "a version (trunk is not a release)");
  need("License", (v) => v.length > 0, "a licence");
  need("License URI", (v) => /^https?:\/\/\S+$/.test(v), "an address");
  if (!shortDescription) problems.push("the short description (the line after the fields) is missing");
  else if (/[<>]/.test(shortDescription)) problems.push("the short description has markup");
  else if ([...shortDescription.replace(/[*_`[\]]/g, "")].length > 150) {
    problems.push(`the short description has ${[...shortDescription].length} characters: the directory cuts it at 150`);
  }
  for (const section of ["description", "installation", "faq", "screenshots", "changelog"]) {
    if (!sections[section]) problems.push(`no "== ${section} ==" section`);
  }
  if (sections.screenshots && !/^1\. \S/m.test(sections.screenshots)) problems.push("the screenshots are not an ordered list (1. caption)");
  if (sections.faq && !/^= .+ =$/m.test(sections.faq)) problems.push('the FAQ has no "= Question =" lines');
  return { name, fields, shortDescription, sections, problems };
}
