// Copy on write for the parts of a game state that copies share.
#pragma once

#include <memory>

namespace engine {

// A value shared between copies until one of them changes it (copy on write). Copies of a game
// state (seat views, search) then share the parts that only grow between turns, and a garden
// copied for a view shares its cells until one of them lays a tile.
template <class T>
class Shared {
  public:
    const T& get() const { return p_ ? *p_ : empty(); }
    T& edit() {
        if (!p_)
            p_ = std::make_shared<T>();
        else if (p_.use_count() > 1)
            p_ = std::make_shared<T>(*p_);
        return *p_;
    }
    void set(T value) { p_ = std::make_shared<T>(std::move(value)); }
    void reset() { p_.reset(); }
    bool operator==(const Shared& o) const { return p_ == o.p_ || get() == o.get(); }

  private:
    static const T& empty() {
        static const T none;
        return none;
    }
    std::shared_ptr<T> p_;
};

} // namespace engine
