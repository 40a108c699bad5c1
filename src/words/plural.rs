//! CLDR's cardinal plural rules for whole numbers, for the languages the
//! catalogue has (en, de, fr, es, cs, pl, pt, ja, zh) and English's for the
//! others: what `Intl.PluralRules` answers in the browser, without its data.
//! A `{{PLURAL:$n|…}}` lists the forms in the order of the language's
//! categories below, as MediaWiki and the element's words.js read them.

/// A plural category, in CLDR's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// "one": 1 in English.
    One,
    /// "few": 2–4 in Czech and Polish.
    Few,
    /// "many": Polish 5–21, whole millions in French.
    Many,
    /// "other": the rest.
    Other,
}

/// The rules of a language, by its primary subtag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// en, de and the languages not listed: one, other.
    OneOther,
    /// fr, pt: one for 0 and 1; many for whole millions.
    ZeroOneMany,
    /// es (and it): one for 1; many for whole millions.
    OneMany,
    /// cs, sk: one, few (2–4), many (fractions only), other.
    Czech,
    /// pl: one, few (2–4, 22–24…), many, other (fractions).
    Polish,
    /// ja, zh: no plural forms.
    Other,
}

impl Rule {
    /// The rules of a language tag (`de-AT` → German's).
    pub fn of(tag: &str) -> Rule {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "fr" | "pt" => Rule::ZeroOneMany,
            "es" | "it" => Rule::OneMany,
            "cs" | "sk" => Rule::Czech,
            "pl" => Rule::Polish,
            "ja" | "zh" | "ko" => Rule::Other,
            _ => Rule::OneOther,
        }
    }

    /// The categories the language has, in the order its forms are listed.
    pub fn categories(self) -> &'static [Category] {
        use Category::*;
        match self {
            Rule::OneOther => &[One, Other],
            Rule::ZeroOneMany | Rule::OneMany => &[One, Many, Other],
            Rule::Czech | Rule::Polish => &[One, Few, Many, Other],
            Rule::Other => &[Other],
        }
    }

    /// The category of a whole number.
    pub fn select(self, n: u64) -> Category {
        let million = n != 0 && n % 1_000_000 == 0;
        match self {
            Rule::OneOther if n == 1 => Category::One,
            Rule::ZeroOneMany if n <= 1 => Category::One,
            Rule::OneMany if n == 1 => Category::One,
            Rule::ZeroOneMany | Rule::OneMany if million => Category::Many,
            Rule::Czech if n == 1 => Category::One,
            Rule::Czech if (2..=4).contains(&n) => Category::Few,
            Rule::Polish if n == 1 => Category::One,
            Rule::Polish if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) => {
                Category::Few
            }
            Rule::Polish => Category::Many,
            _ => Category::Other,
        }
    }

    /// Which of `count` forms a number takes: its category's place, the
    /// last form standing for the categories left out. A value that is not
    /// a whole number takes "other".
    pub fn form(self, value: &str, count: usize) -> usize {
        let cats = self.categories();
        let cat = value
            .trim()
            .parse::<u64>()
            .map_or(Category::Other, |n| self.select(n));
        let place = cats
            .iter()
            .position(|c| *c == cat)
            .unwrap_or(cats.len() - 1);
        place.min(count.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    fn cats(tag: &str, ns: &[u64]) -> Vec<Category> {
        ns.iter().map(|&n| Rule::of(tag).select(n)).collect()
    }

    // The expected categories are Intl.PluralRules' (Node 20, ICU 74) for the same numbers.
    #[test]
    fn whole_numbers_fall_as_cldr_says() {
        let ns = [0, 1, 2, 3, 5, 11, 12, 22, 25, 102, 112, 1_000_000];
        assert_eq!(
            cats("en", &ns),
            [Other, One, Other, Other, Other, Other, Other, Other, Other, Other, Other, Other]
        );
        assert_eq!(cats("de-AT", &ns), cats("en", &ns));
        assert_eq!(
            cats("fr", &ns),
            [One, One, Other, Other, Other, Other, Other, Other, Other, Other, Other, Many]
        );
        assert_eq!(cats("pt", &ns), cats("fr", &ns));
        assert_eq!(
            cats("es", &ns),
            [Other, One, Other, Other, Other, Other, Other, Other, Other, Other, Other, Many]
        );
        assert_eq!(
            cats("cs", &ns),
            [Other, One, Few, Few, Other, Other, Other, Other, Other, Other, Other, Other]
        );
        assert_eq!(
            cats("pl", &ns),
            [Many, One, Few, Few, Many, Many, Many, Few, Many, Few, Many, Many]
        );
        assert_eq!(cats("ja", &ns), [Other; 12]);
        assert_eq!(cats("zh-Hans", &ns), [Other; 12]);
    }

    #[test]
    fn forms_are_counted_in_the_languages_order_and_the_last_stands_for_the_rest() {
        assert_eq!(Rule::of("en").form("1", 2), 0);
        assert_eq!(Rule::of("en").form("2", 2), 1);
        assert_eq!(Rule::of("en").form("two", 2), 1);
        // Polish with three forms (one, few, many): many is the third.
        assert_eq!(Rule::of("pl").form("5", 3), 2);
        assert_eq!(Rule::of("pl").form("3", 3), 1);
        // Czech lists one, few, other: "other" is its fourth category, the third form.
        assert_eq!(Rule::of("cs").form("7", 3), 2);
        // A message with a single form uses it whatever the number.
        assert_eq!(Rule::of("fr").form("0", 1), 0);
        assert_eq!(Rule::of("ja").form("1", 2), 0);
    }
}
